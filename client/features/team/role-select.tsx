import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from "@common/team-schemas";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface Props {
  id: string;
  value: AdminRole;
  onChange: (role: AdminRole) => void;
  className?: string;
  disabled?: boolean;
  describedBy?: string;
}

/** Admin or Moderator: the invitation's role, and each person's on the Team tab. */
export function RoleSelect({ id, value, onChange, className, disabled, describedBy }: Props) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as AdminRole)} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ADMIN_ROLES.map((r) => (
          <SelectItem key={r} value={r}>
            {ADMIN_ROLE_LABELS[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
