import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/zod-resolver";
import { Loader2 } from "lucide-react";
import { cardImageUrl } from "@common/image-urls";
import type { ManagedNotice } from "@common/manage-schemas";
import { NoticeFormSchema, type NoticeFormValues } from "@common/notice-posting-schemas";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { serverImageError, setServerFieldErrors } from "@/lib/form-errors";
import { ImagePicker, type ChosenImage } from "@/features/post-notice/image-picker";
import { PostNoticeFields } from "@/features/post-notice/post-notice-fields";
import { toNoticeFormData } from "@/features/post-notice/notice-form-data";
import { useEditManagedNoticeMutation } from "./use-edit-managed-notice-mutation";

/** The form starts from the edit still waiting for review, if any: the poster goes on from where they left off. */
function valuesOf(managed: ManagedNotice): NoticeFormValues {
  const notice = { ...managed, ...(managed.pendingEdit ?? {}) };
  return {
    title: notice.title,
    description: notice.description,
    category: notice.category,
    location: notice.location,
    price: notice.price === null ? "" : notice.price.toFixed(2),
    contactEmail: managed.contactEmail,
    eventDate: notice.eventDate ? notice.eventDate.slice(0, 10) : "",
    eventVenue: notice.eventVenue ?? "",
    externalLink: notice.externalLink ?? "",
    isFeatured: false,
    featureDuration: 0,
    terms: true,
  };
}

/** The post form's fields and rules, filled in; the image can be replaced or removed as in the moderator's edit. */
export function ManageEditForm({
  token,
  notice,
  onDone,
}: {
  token: string;
  notice: ManagedNotice;
  onDone: () => void;
}) {
  const form = useForm({ resolver: zodResolver(NoticeFormSchema), defaultValues: valuesOf(notice) });
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const edit = useEditManagedNoticeMutation(token);

  const submit = form.handleSubmit((values) => {
    // As in the post form: a refused photo must be removed or replaced before anything is sent.
    if (imageError) {
      document.getElementById("post-image")?.focus();
      return;
    }
    const data = toNoticeFormData({ values, image: image?.file ?? null, honeypot: "" });
    if (removeImage && !image) data.append("removeImage", "true");
    edit.mutate(data, {
      onSuccess: (saved) => {
        toast(
          saved.pendingEdit
            ? {
                title: "Changes sent for review",
                description: "Your notice stays up as it was until a moderator approves your changes.",
              }
            : {
                title: "Notice updated",
                description:
                  saved.state === "live" ? "Your changes are live." : "Your changes have been saved.",
              },
        );
        onDone();
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        const imageMessage = serverImageError(error);
        if (imageMessage) setImageError(imageMessage);
        toast({ variant: "destructive", title: "Failed to update notice", description: errorMessage(error) });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Edit your notice"
    >
      <PostNoticeFields form={form} editing />
      {notice.imageUrl && !image && (
        <div className="space-y-2">
          <img
            src={cardImageUrl(notice.imageUrl)}
            alt="Current image"
            className="max-h-40 rounded-md border"
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="manage-remove-image"
              checked={removeImage}
              onCheckedChange={(checked) => setRemoveImage(checked === true)}
            />
            <Label htmlFor="manage-remove-image">Remove the current image</Label>
          </div>
        </div>
      )}
      <ImagePicker value={image} onChange={setImage} error={imageError} onErrorChange={setImageError} />
      {notice.state === "live" && (
        <p className="rounded-md border bg-muted p-3 text-sm">
          Changes to the title, description, category, image or link go to our moderators first: your notice
          stays up as it is now until they approve them, and any other changes wait with them. Changes to only
          the price, location, venue or date show at once.
        </p>
      )}
      {notice.state === "rejected" && (
        <p className="rounded-md border bg-muted p-3 text-sm">
          Saving sends your notice back to our moderators.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={edit.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
