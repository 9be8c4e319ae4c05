import { zodResolverLoading } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import type { ContactForm } from "@common/contact-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { Field } from "@/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useContactMutation } from "./use-contact-mutation";
import { FormDialogFooter } from "@/components/form-dialog-footer";

interface ContactSellerDialogProps {
  notice: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (contact-island.tsx). */
  container?: HTMLElement | null;
}

/** The form's rules (common/contact-schemas.ts), loaded with zod once the visitor starts typing, not to open. */
const contactFormResolver = zodResolverLoading(() =>
  import("@common/contact-schemas").then((schemas) => schemas.ContactFormSchema),
);

/** The Contact Seller dialog (product-spec.md §2, §5, §8). */
export function ContactSellerDialog({ notice, open, onOpenChange, container }: ContactSellerDialogProps) {
  const form = useForm<ContactForm>({
    resolver: contactFormResolver,
    defaultValues: { name: "", email: "", message: "" },
  });
  const send = useContactMutation(notice.id);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast({ title: "Message sent", description: "Your message has been sent to the seller" });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({ variant: "destructive", title: "Failed to send message", description: errorMessage(error) });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent container={container}>
        <DialogHeader>
          <DialogTitle>Contact Seller</DialogTitle>
          <DialogDescription>
            About “{notice.title}”. Your message is e-mailed to the poster through the board: replies come
            back the same way, and neither of you sees the other’s address.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          onInput={contactFormResolver.preload}
          className="space-y-4"
        >
          <Field id="contact-name" label="Your name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </Field>
          <Field id="contact-email" label="Your email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </Field>
          <Field id="contact-message" label="Message" error={errors.message?.message}>
            <Textarea rows={5} {...form.register("message")} />
          </Field>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={send.isPending}
            label="Send Message"
            pendingLabel="Sending…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
