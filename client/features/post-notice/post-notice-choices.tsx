import { Controller } from "react-hook-form";
import { FEATURE_DURATION_OPTIONS } from "@common/tiers";
import { Checkbox } from "@/components/ui/checkbox";
import type { PostNoticeForm } from "./post-notice-fields";
import { Field } from "@/components/ui/field";

/** Shown to local businesses only; the choice is not applied at submission (product-spec.md §2). */
export function FeatureOptions({ form }: { form: PostNoticeForm }) {
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Feature your business (optional)</legend>
      <Controller
        control={form.control}
        name="featureDuration"
        render={({ field }) => (
          <div className="space-y-1">
            {FEATURE_DURATION_OPTIONS.map((option) => (
              <label key={option.days} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="featureDuration"
                  value={option.days}
                  checked={Number(field.value ?? 0) === option.days}
                  onChange={() => field.onChange(option.days)}
                  className="h-4 w-4 accent-primary"
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
      />
      <p className="text-xs text-muted-foreground">
        Featuring is paid for separately once your notice is live; choosing here does not charge you.
      </p>
    </fieldset>
  );
}

/** The terms box: required by the form, never sent. */
export function TermsField({ form }: { form: PostNoticeForm }) {
  const message = form.formState.errors.terms?.message;
  return (
    <Field
      id="post-terms"
      inline
      error={message}
      label={
        <>
          I accept the{" "}
          <a
            href="/terms"
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-2"
          >
            terms and conditions
          </a>
        </>
      }
    >
      {(control) => (
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              {...control}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </Field>
  );
}
