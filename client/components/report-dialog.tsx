import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/field-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";

interface ReportDialogProps {
  open: boolean;
  /** Closing by Esc, the overlay or Cancel: the caller resets its form. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The frame of "Report comment" and "Report this notice": the fields, then Cancel and the red submit. */
export function ReportDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  isPending,
  submitLabel,
  children,
}: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          {children}
          <FormDialogFooter
            onCancel={onClose}
            isPending={isPending}
            label={submitLabel}
            pendingLabel="Reporting…"
            variant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A labelled three-line text box with its message beneath, tied by aria-describedby. */
export function TextareaField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
