import { useEffect, useLayoutEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { setServerFieldErrors } from "@/lib/form-errors";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/components/ui/use-toast";
import { SubscribeFormFrame, type SubscribeFormProps } from "./subscribe-form-frame";
import { SubscriptionChoiceFields } from "./subscription-choice-fields";
import { useSubscribeMutation } from "./use-subscribe-mutation";
import type { SubscribeFormValues } from "./subscribe-form-schema";

/* The schema, and the validation library with it, load at the first check: the form shows on every page. */
const resolver = lazyZodResolver(() => import("./subscribe-form-schema").then((m) => m.SubscribeFormSchema));

/** Where the stand-in the reader touched first left off (deferred-subscribe-form.tsx). */
export interface SubscribeFormStart {
  email: string;
  isChoicesOpen: boolean;
  focusId?: string;
  /** Subscribe was pressed before the form's code arrived. */
  submit: boolean;
}

/** Newsletter sign-up: address, how often, and (folded away in the footer) towns and categories. */
export function SubscribeForm({ start, ...props }: SubscribeFormProps & { start?: SubscribeFormStart }) {
  const { idPrefix, locations = [], categories = [] } = props;
  const defaultValues: SubscribeFormValues = { email: "", locations, categories, frequency: "weekly" };
  const form = useForm<SubscribeFormValues>({
    resolver,
    defaultValues: { ...defaultValues, email: start?.email ?? "" },
  });

  const subscribe = useSubscribeMutation();
  const send = (values: SubscribeFormValues) =>
    subscribe.mutate(
      { ...values, source: source() },
      {
        onSuccess: () => {
          // Nothing is subscribed until the mail's button is pressed: the toast says what to do, not that it is done
          // (the confirmation page says "Subscription confirmed").
          toast({
            title: "Check your e-mail to confirm",
            description: "Press the button in the e-mail we sent you: no newsletter is sent until then.",
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
  const onSubmit = form.handleSubmit(send);

  // Once, as the form takes over from its stand-in: focus back where it was, and the press it missed.
  const startRef = useRef(start);
  const submitRef = useRef(onSubmit);
  // Focus moves back within the commit that replaces the stand-in, before the browser handles another key.
  useLayoutEffect(() => {
    const focusId = startRef.current?.focusId;
    if (focusId) document.getElementById(focusId)?.focus();
  }, []);
  useEffect(() => {
    if (startRef.current?.submit) void submitRef.current();
  }, []);

  const source = () => `${window.location.pathname}${window.location.search}`.slice(0, 300);

  return (
    <SubscribeFormFrame
      {...props}
      hasPresetChoices={Boolean(locations.length || categories.length)}
      email={form.register("email")}
      emailError={form.formState.errors.email?.message}
      choices={<SubscriptionChoiceFields control={form.control} idPrefix={idPrefix} />}
      detailsOpen={start?.isChoicesOpen}
      isPending={subscribe.isPending}
      onSubmit={onSubmit}
    />
  );
}
