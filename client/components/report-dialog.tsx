import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Field } from "@/components/ui/field";

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
  /** An island's own element, which the dialog is drawn in (components/island.tsx). */
  container?: HTMLElement | null;
  /** The first thing typed or chosen (a form whose rules load then: zodResolverLoading). */
  onInput?: () => void;
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
  container,
  onInput,
}: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent container={container}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={onSubmit} onInput={onInput}>
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

/** A labelled three-line text box with its message beneath (Field ties them). */
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
    <Field id={id} label={label} error={error}>
      <Textarea rows={3} {...registration} />
    </Field>
  );
}
