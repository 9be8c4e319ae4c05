import { londonDay } from "@common/london-day";
import { useState } from "react";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AdminNoticeFormSchema, type AdminNoticeFormValues } from "@common/admin-notice-schemas";
import type { AdminNotice } from "@common/notice-types";
import { isAdminNoticeStatus } from "@common/statuses";
import { setServerFieldErrors } from "@/lib/form-errors";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EditNoticeFields } from "./edit-notice-fields";
import { EditNoticeImage } from "./edit-notice-image";
import { useEditNoticeMutation } from "./use-edit-notice-mutation";
import { FormDialogFooter } from "@/components/form-dialog-footer";

/** YYYY-MM-DD of the event in London, as a date input holds it. */
const eventDay = (iso: string | null) => (iso ? londonDay(new Date(iso)) : "");

function formValues(notice: AdminNotice): AdminNoticeFormValues {
  return {
    title: notice.title,
    description: notice.description,
    category: notice.category,
    location: notice.location,
    status: notice.status,
    price: notice.price === null ? "" : String(notice.price),
    eventDate: eventDay(notice.eventDate),
    eventVenue: notice.eventVenue ?? "",
    externalLink: notice.externalLink ?? "",
  };
}

/**
 * The fields whose typed value differs from the notice as the dialog opened it (their parsed values are sent). Not read
 * from `formState.dirtyFields`: react-hook-form keeps that proxy current only for a form that read it while rendering,
 * so a title typed and saved straight away looked unchanged and the dialog sent `{}` (issue 20).
 */
function changedFields(
  before: AdminNoticeFormValues,
  typed: AdminNoticeFormValues,
  parsed: AdminNoticeFormValues,
): Partial<AdminNoticeFormValues> {
  const keys = Object.keys(parsed) as (keyof AdminNoticeFormValues)[];
  return Object.fromEntries(
    keys.filter((key) => typed[key] !== before[key]).map((key) => [key, parsed[key]]),
  );
}

interface Props {
  notice: AdminNotice | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The moderator's Edit Notice dialog: sends only the fields changed, plus the image replaced or removed. */
export function EditNoticeDialog({ notice, open, onOpenChange }: Props) {
  // Each opening draws a new form: opened again while it still fades out, the dialog's content is the one that was
  // closing, and a form kept from it would still hold the photo chosen or removed then.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Notice</DialogTitle>
          <DialogDescription>Correct the notice; only the fields you change are saved.</DialogDescription>
        </DialogHeader>
        {/* A form for each opening, so it starts from the notice as it is now. */}
        {notice && (
          <EditNoticeForm
            key={`${notice.id}:${openings}`}
            notice={notice}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditNoticeForm({ notice, onClose }: { notice: AdminNotice; onClose: () => void }) {
  const [original] = useState(() => formValues(notice));
  const form = useForm<AdminNoticeFormValues>({
    resolver: zodResolver(AdminNoticeFormSchema),
    defaultValues: original,
  });
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);

  const save = useEditNoticeMutation(onClose, (error) => setServerFieldErrors(form, error));

  const submit = form.handleSubmit((values) => {
    const { status, ...others } = changedFields(original, form.getValues(), values);
    // A status other than the four is the notice's own (hidden, closed), offered only to be kept: never sent.
    const changes = isAdminNoticeStatus(status) ? { ...others, status } : others;
    save.mutate({
      id: notice.id,
      changes: removeImage && !file ? { ...changes, removeImage: true } : changes,
      file,
    });
  });

  return (
    <>
      <form id="edit-notice-form" noValidate onSubmit={submit} className="space-y-4">
        <EditNoticeFields
          form={form}
          originalCategory={notice.category}
          originalLocation={notice.location}
          originalStatus={notice.status}
        />
        <EditNoticeImage
          currentUrl={notice.imageUrl}
          file={file}
          removed={removeImage}
          onFile={setFile}
          onRemovedChange={setRemoveImage}
        />
      </form>
      <FormDialogFooter
        className="gap-2"
        onCancel={onClose}
        isPending={save.isPending}
        label="Save changes"
        pendingLabel="Saving…"
        form="edit-notice-form"
      />
    </>
  );
}
