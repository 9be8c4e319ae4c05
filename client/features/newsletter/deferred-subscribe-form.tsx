import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SubscribeFormStart } from "./subscribe-form";
import { SubscribeFormFrame, type SubscribeFormProps } from "./subscribe-form-frame";

type SubscribeFormComponent = typeof import("./subscribe-form").SubscribeForm;

const loadSubscribeForm = () => import("./subscribe-form").then((m) => m.SubscribeForm);

/**
 * The newsletter form on every public page, whose code (the form library, the schema at its first check) loads when a
 * reader first touches the form rather than with the page. Until then a light copy of its fields stands in; when the
 * code arrives the form takes over with what was typed, where focus was, and a press of Subscribe made meanwhile.
 */
export function DeferredSubscribeForm(props: SubscribeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const isWaking = useRef(false);
  const isSubmitAsked = useRef(false);
  const isPressed = useRef(false);
  /** The form's code, when it arrived while a press on the stand-in was still held. */
  const arrived = useRef<SubscribeFormComponent | null>(null);
  const [loaded, setLoaded] = useState<{ Form: SubscribeFormComponent; start: SubscribeFormStart } | null>(
    null,
  );

  // Read and replaced in one task: a key or click between the two would land on a stand-in already gone.
  const takeOver = (Form: SubscribeFormComponent) =>
    flushSync(() => setLoaded({ Form, start: readStandIn(formRef.current, isSubmitAsked.current) }));

  const wake = () => {
    if (isWaking.current) return;
    isWaking.current = true;
    loadSubscribeForm().then(
      (Form) => (isPressed.current ? (arrived.current = Form) : takeOver(Form)),
      () => (isWaking.current = false),
    );
  };

  // A press wakes the form at once, but the form takes over only after its release: replaced under a held button,
  // the press's click would be lost, and with it what the click does (the choices it opens).
  const press = () => {
    if (isPressed.current) return;
    isPressed.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      // A task later: after the click that follows the release, and its default action.
      setTimeout(() => {
        isPressed.current = false;
        const Form = arrived.current;
        arrived.current = null;
        if (Form) takeOver(Form);
      });
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    wake();
  };
  // Touched while the page slept (lib/wake-on-press.ts): focused, typed into or opened before any handler was there,
  // the form wakes as the page does.
  useEffect(() => {
    const form = formRef.current;
    const email = form?.elements.namedItem("email");
    const touched =
      form?.contains(document.activeElement) ||
      (email instanceof HTMLInputElement && email.value !== "") ||
      form?.querySelector("details")?.open;
    if (touched) wake();
    // Once, as the page wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (loaded) return <loaded.Form {...props} start={loaded.start} />;
  return (
    <SubscribeFormFrame
      {...props}
      hasPresetChoices={Boolean(props.locations?.length || props.categories?.length)}
      formRef={formRef}
      onWake={wake}
      onPress={press}
      email={{ name: "email" }}
      choices={null}
      isPending={false}
      onSubmit={(event) => {
        event.preventDefault();
        isSubmitAsked.current = true;
        wake();
      }}
    />
  );
}

/** What the reader did to the stand-in while the form's code loaded. */
function readStandIn(form: HTMLFormElement | null, submit: boolean): SubscribeFormStart {
  const email = form?.elements.namedItem("email");
  const focused = document.activeElement;
  return {
    email: email instanceof HTMLInputElement ? email.value : "",
    isChoicesOpen: form?.querySelector("details")?.open ?? false,
    focusId: focused && form?.contains(focused) && focused.id ? focused.id : undefined,
    submit,
  };
}
