import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolverLoading } from "@/lib/zod-resolver";
import { Loader2 } from "lucide-react";
import type { NoticeFormValues } from "@common/notice-posting-schemas";
import { HONEYPOT_FIELD } from "@common/honeypot";
import { usualWaitSentence } from "@common/usual-wait";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { serverImageError, setServerFieldErrors } from "@/lib/form-errors";
import { usePublicSettings } from "@/lib/settings-source";
import { ImagePicker, type ChosenImage } from "./image-picker";
import { TermsField } from "./post-notice-choices";
import { PostNoticeFields } from "./post-notice-fields";
import { isNoSignal } from "./notice-outbox";
import { keepNotice } from "./notice-outbox-store";
import { usePostNoticeMutation, type PostNoticeVariables } from "./use-post-notice-mutation";

const EMPTY: NoticeFormValues = {
  title: "",
  description: "",
  category: "",
  location: "",
  price: "",
  contactEmail: "",
  eventDate: "",
  eventVenue: "",
  externalLink: "",
  isFeatured: false,
  featureDuration: 0,
  terms: false,
};

/** The "Post a Notice" dialog (product-spec.md §2, §5, §8). */
/** The form's rules (common/notice-posting-schemas.ts), loaded with zod once the visitor starts typing, not to open. */
const noticeFormResolver = zodResolverLoading(() =>
  import("@common/notice-posting-schemas").then((schemas) => schemas.NoticeFormSchema),
);

export function PostNoticeDialog({
  open,
  onOpenChange,
  container,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (post-notice-island.tsx). */
  container?: HTMLElement | null;
}) {
  const form = useForm({ resolver: noticeFormResolver, defaultValues: EMPTY });
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const post = usePostNoticeMutation();
  const { usualWaitHours } = usePublicSettings();
  const changeImage = (next: ChosenImage | null) => {
    if (image) URL.revokeObjectURL(image.previewUrl);
    setImage(next);
  };

  const changeOpen = (next: boolean) => {
    if (post.isPending) return;
    if (!next) post.reset();
    onOpenChange(next);
  };

  const clear = () => {
    form.reset(EMPTY);
    changeImage(null);
    setImageError(null);
    setHoneypot("");
    onOpenChange(false);
  };

  // Without signal the notice is kept on the device and sent when the signal is back (notice-outbox.ts).
  const keepForLater = async (variables: PostNoticeVariables) => {
    // The site header says so from now on ("Waiting for signal — your notice will be sent"), across reloads.
    await keepNotice(variables);
    clear();
  };

  const submit = form.handleSubmit(async (values) => {
    // A refused photo is never silently left out: it must be removed or replaced first.
    if (imageError) {
      document.getElementById("post-image")?.focus();
      return;
    }
    const variables = { values, image: image?.file ?? null, honeypot };
    if (!navigator.onLine) return keepForLater(variables);
    post.mutate(variables, {
      onSuccess: () => {
        const wait = usualWaitSentence(usualWaitHours);
        toast({
          title: "Notice Submitted Successfully",
          // The spec's sentence stays whole, as it is; the usual wait (issue 23) is a line of its own after it.
          description: (
            <>
              <span className="block">We&apos;ve sent you a confirmation email to activate your notice.</span>
              {wait && <span className="block">{wait}</span>}
            </>
          ),
        });
        clear();
      },
      onError: (error) => {
        if (isNoSignal(error)) {
          post.reset();
          void keepForLater(variables);
          return;
        }
        setServerFieldErrors(form, error);
        const imageMessage = serverImageError(error);
        if (imageMessage) setImageError(imageMessage);
        toast({
          variant: "destructive",
          title: "Failed to submit notice",
          description: errorMessage(error),
        });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl" container={container}>
        <DialogHeader>
          <DialogTitle>Post a Notice</DialogTitle>
          <DialogDescription>
            Fill in the details below. We will e-mail you a link to activate your notice, then a moderator
            reviews it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onInput={noticeFormResolver.preload}
          className="space-y-4"
        >
          <PostNoticeFields form={form} />
          <ImagePicker
            value={image}
            onChange={changeImage}
            error={imageError}
            onErrorChange={setImageError}
          />
          <TermsField form={form} />
          {/* A person never sees this field; a form-filling bot does, and its post is quietly dropped. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={`post-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input
              id={`post-${HONEYPOT_FIELD}`}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          {post.isError && (
            // The toast says it too, but a modal dialog hides the toast from screen readers.
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(post.error)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={post.isPending}
              onClick={() => changeOpen(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={post.isPending} aria-busy={post.isPending || undefined}>
              {post.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {post.isPending ? "Submitting…" : "Submit Notice"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
