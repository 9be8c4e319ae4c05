import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/zod-resolver";
import { Loader2 } from "lucide-react";
import { EmailRequestSchema, type EmailRequest } from "@common/manage-schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { useRequestLinkMutation, type LinkRequestPath } from "./use-request-link-mutation";
import { Field } from "@/components/ui/field";

interface Props {
  /** POST endpoint taking {email} and answering 202 {message}. */
  url: LinkRequestPath;
  submitLabel: string;
}

/**
 * Asks for a link by e-mail address ("Send me a new link", "delete my data"). The answer is the same whether or not
 * the address is known, so the form shows the server's words and nothing else.
 */
export function EmailLinkForm({ url, submitLabel }: Props) {
  const id = useId();
  const form = useForm<EmailRequest>({
    resolver: zodResolver(EmailRequestSchema),
    defaultValues: { email: "" },
  });
  const send = useRequestLinkMutation(url);
  const error = form.formState.errors.email?.message;

  if (send.isSuccess)
    return (
      <p role="status" className="rounded-md border bg-muted p-3 text-sm">
        {send.data.message}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}
      className="space-y-2 text-left"
    >
      <Field id={`${id}-email`} label="Your email address" error={error}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      {send.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(send.error)}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
