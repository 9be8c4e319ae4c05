import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { ContactFormSchema, type ContactForm } from "@common/contact-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { FieldError } from "@/components/field-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useContactMutation } from "./use-contact-mutation";
import { FormDialogFooter } from "@/components/form-dialog-footer";

type Field = keyof ContactForm;

interface ContactSellerDialogProps {
  notice: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Contact Seller dialog (product-spec.md §2, §5, §8). */
export function ContactSellerDialog({ notice, open, onOpenChange }: ContactSellerDialogProps) {
  const form = useForm<ContactForm>({
    resolver: zodResolver(ContactFormSchema),
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

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    ...form.register(field),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Seller</DialogTitle>
          <DialogDescription>
            About “{notice.title}”. Your message is e-mailed to the poster through the board: replies come
            back the same way, and neither of you sees the other’s address.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="contact-name">Your name</Label>
            <Input autoComplete="name" {...fieldProps("name")} />
            <FieldError id="contact-name-error" message={errors.name?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="contact-email">Your email</Label>
            <Input type="email" autoComplete="email" {...fieldProps("email")} />
            <FieldError id="contact-email-error" message={errors.email?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="contact-message">Message</Label>
            <Textarea rows={5} {...fieldProps("message")} />
            <FieldError id="contact-message-error" message={errors.message?.message} />
          </div>
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
