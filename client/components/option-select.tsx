import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** The trigger's id, which its <Label htmlFor> names. */
  id: string;
  /** A value that is not among the options shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: V) => void;
  options: readonly Option<V>[];
  placeholder?: string;
  /** The chosen option's text, written out so the server's HTML shows it before the options exist. */
  valueText?: string;
  /** Open at once: the stand-in that loads this select was pressed (deferred-select.tsx). */
  defaultOpen?: boolean;
  /** Called as the options open and close (choosing the value already shown calls no `onValueChange`). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** A form's field: left (react-hook-form's touched state), and focused on an error. */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A dropdown of fixed options: the admin tabs' filters and the Edit Notice dialog's fields. */
export function OptionSelect<V extends string>({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  valueText,
  defaultOpen,
  onOpenChange,
  className,
  onBlur,
  ref,
  ...aria
}: Props<V>) {
  const isOffered = options.some((o) => o.value === value);
  return (
    <Select
      value={isOffered ? value : undefined}
      onValueChange={(v) => onValueChange(v as V)}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger id={id} className={className} onBlur={onBlur} ref={ref} {...aria}>
        <SelectValue placeholder={placeholder}>{valueText}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
