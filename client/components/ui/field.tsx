import type { ReactElement, ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { describedBy, FieldError } from "@/components/field-error";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** What a field gives its control: its id (the label's `for`), and its description and error as its description. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  /** The control's id; the description and the error take `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  /** A hint beneath the control, always read with it. */
  description?: ReactNode;
  /** The field's message (a rule it breaks, the server's answer): shown beneath it, read with it, marks it invalid. */
  error?: string;
  /** More ids that describe the control, read after its error and hint (a character count beside it). */
  describedBy?: string;
  /** Label beside the control, after it (a checkbox, a switch) instead of above it. */
  inline?: boolean;
  className?: string;
  /**
   * The control: an element (an Input, a Textarea: it gets the id and aria attributes), or a function of them for a
   * control that takes them its own way (a Radix Select's trigger, a control inside a wrapper).
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/** What Field gives its control: its error (when shown), then its hint, describe it; an error marks it invalid. */
export function fieldControlProps(
  id: string,
  error?: string,
  hasDescription = false,
  ...more: string[]
): FieldControlProps {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(
      `${id}-error`,
      Boolean(error),
      ...(hasDescription ? [`${id}-hint`] : []),
      ...more,
    ),
  };
}

/**
 * One form field (shadcn's Field pattern): its label, its control, its description and its error, wired once: the
 * label names the control, the control is described by its error and its hint and marked invalid while it has an error.
 */
export function Field({
  id,
  label,
  description,
  error,
  describedBy,
  inline,
  className,
  children,
}: FieldProps) {
  const more = describedBy ? [describedBy] : [];
  const control = fieldControlProps(id, error, description !== undefined, ...more);
  const rendered = typeof children === "function" ? children(control) : <Slot {...control}>{children}</Slot>;
  return (
    <div data-slot="field" className={cn("space-y-2", className)}>
      {inline ? (
        <div className="flex items-center gap-3">
          {rendered}
          <Label htmlFor={id}>{label}</Label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {rendered}
        </>
      )}
      {description !== undefined && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
