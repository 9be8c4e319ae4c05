import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface Props {
  onCancel: () => void;
  isPending: boolean;
  /** The submit button's words, and what it says while the request is under way ("Saving…"). */
  label: string;
  pendingLabel: string;
  variant?: ComponentProps<typeof Button>["variant"];
  /** The form's id, when the footer stands outside the form. */
  form?: string;
  className?: string;
}

/** A form dialog's footer: Cancel, and the submit button, disabled and saying so while the request is under way. */
export function FormDialogFooter({
  onCancel,
  isPending,
  label,
  pendingLabel,
  variant,
  form,
  className,
}: Props) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} variant={variant} disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
