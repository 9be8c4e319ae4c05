import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import type { Category } from "@common/categories";
import type { Location } from "@common/locations";
import { SUBSCRIBE_CONSENT_TEXT } from "@common/subscriber-choices";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";

export interface SubscribeFormProps {
  /** Unique per page: the footer and a category page both show a form. */
  idPrefix: string;
  locations?: Location[];
  categories?: Category[];
  /** The form's accessible name. */
  label?: string;
}

interface FrameProps extends SubscribeFormProps {
  /** Whether towns or categories come ticked (a category page's form). */
  hasPresetChoices: boolean;
  email: ComponentProps<"input">;
  emailError?: string;
  /** How often, towns and categories, folded away. */
  choices: ReactNode;
  detailsOpen?: boolean;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: React.Ref<HTMLFormElement>;
  /** The stand-in's: the reader moved into the form (focus) or pressed on it. */
  onWake?: () => void;
  onPress?: () => void;
}

/**
 * The newsletter form's fields and their layout: drawn by the form itself and, until its code is needed, by the light
 * stand-in that loads it (deferred-subscribe-form.tsx), so the two look and are named the same.
 */
export function SubscribeFormFrame({
  idPrefix,
  locations,
  categories,
  label = "Newsletter",
  hasPresetChoices,
  email,
  emailError,
  choices,
  detailsOpen,
  isPending,
  onSubmit,
  formRef,
  onWake,
  onPress,
}: FrameProps) {
  const emailId = `${idPrefix}-email`;
  const [path] = useLocation();
  const query = useSearch();
  return (
    // Posted by a browser without JavaScript (or before it arrives), the route answers with a page (/newsletter/sent);
    // the preset towns and categories and the page go with it as hidden fields.
    <form
      ref={formRef}
      method="post"
      action="/api/subscribe"
      noValidate
      onSubmit={onSubmit}
      onFocus={onWake}
      onPointerDown={onPress}
      className="space-y-3"
      aria-label={label}
    >
      <input type="hidden" name="source" value={`${path}${query ? `?${query}` : ""}`.slice(0, 300)} />
      {locations?.map((location) => (
        <input key={location} type="hidden" name="locations[]" value={location} />
      ))}
      {categories?.map((category) => (
        <input key={category} type="hidden" name="categories[]" value={category} />
      ))}
      <Field id={emailId} label="Email address" error={emailError}>
        <Input type="email" autoComplete="email" placeholder="you@example.co.uk" {...email} />
      </Field>
      <details className="rounded-md border bg-background p-3" open={detailsOpen} data-js-only>
        <summary id={`${idPrefix}-choices`} className="cursor-pointer text-sm font-medium">
          {hasPresetChoices
            ? "How often, towns and categories"
            : "How often, towns and categories (weekly, everything unless you choose)"}
        </summary>
        <div className="pt-3">{choices}</div>
      </details>
      <p className="text-xs text-muted-foreground">{SUBSCRIBE_CONSENT_TEXT}</p>
      <Button id={`${idPrefix}-submit`} type="submit" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? "Subscribing…" : "Subscribe"}
      </Button>
    </form>
  );
}
