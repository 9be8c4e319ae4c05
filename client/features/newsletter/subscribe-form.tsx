import { useForm } from "react-hook-form";
import type { Category } from "@common/categories";
import type { Location } from "@common/locations";
import { SUBSCRIBE_CONSENT_TEXT } from "@common/subscriber-choices";
import { setServerFieldErrors } from "@/lib/form-errors";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { SubscriptionChoiceFields } from "./subscription-choice-fields";
import { useSubscribeMutation } from "./use-subscribe-mutation";
import type { SubscribeFormValues } from "./subscribe-form-schema";

/* The schema, and the validation library with it, load at the first check: the form shows on every page. */
const resolver = lazyZodResolver(() => import("./subscribe-form-schema").then((m) => m.SubscribeFormSchema));

interface SubscribeFormProps {
  /** Unique per page: the footer and a category page both show a form. */
  idPrefix: string;
  locations?: Location[];
  categories?: Category[];
  /** The form's accessible name. */
  label?: string;
}

/** Newsletter sign-up: address, how often, and (folded away in the footer) towns and categories. */
export function SubscribeForm({
  idPrefix,
  locations = [],
  categories = [],
  label = "Newsletter",
}: SubscribeFormProps) {
  const defaultValues: SubscribeFormValues = { email: "", locations, categories, frequency: "weekly" };
  const form = useForm<SubscribeFormValues>({ resolver, defaultValues });

  const subscribe = useSubscribeMutation();
  const send = (values: SubscribeFormValues) =>
    subscribe.mutate(
      { ...values, source: source() },
      {
        onSuccess: () => {
          toast({
            title: "Subscription successful",
            description: "Please check your e-mail and press the button in the link we sent to confirm.",
          });
          form.reset(defaultValues);
        },
        onError: (error) => {
          setServerFieldErrors(form, error);
          toast({
            variant: "destructive",
            title: "Subscription failed",
            description: "An error occurred while subscribing",
          });
        },
      },
    );

  const emailId = `${idPrefix}-email`;
  const emailError = form.formState.errors.email?.message;
  const source = () => `${window.location.pathname}${window.location.search}`.slice(0, 300);

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="space-y-3" aria-label={label}>
      <div className="space-y-2">
        <Label htmlFor={emailId}>Email address</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder="you@example.co.uk"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          {...form.register("email")}
        />
        <FieldError id={`${emailId}-error`} message={emailError} />
      </div>
      <details className="rounded-md border bg-background p-3">
        <summary className="cursor-pointer text-sm font-medium">
          {locations.length || categories.length
            ? "How often, towns and categories"
            : "How often, towns and categories (weekly, everything unless you choose)"}
        </summary>
        <div className="pt-3">
          <SubscriptionChoiceFields control={form.control} idPrefix={idPrefix} />
        </div>
      </details>
      <p className="text-xs text-muted-foreground">{SUBSCRIBE_CONSENT_TEXT}</p>
      <Button type="submit" disabled={subscribe.isPending} className="w-full sm:w-auto">
        {subscribe.isPending ? "Subscribing…" : "Subscribe"}
      </Button>
    </form>
  );
}
