import type { Notice, NoticeEdit } from "../db/schema";
import type { PendingEdit } from "../../common/manage-schemas";
import type { EditableFields } from "../../common/notice-edit-diff";

/** The image file a dropped edit brought with it (a new upload the notice never used), or null. */
export function editOwnImage(edit: NoticeEdit | undefined, noticeImageUrl: string | null): string | null {
  if (!edit?.imageChanged || !edit.imageUrl || edit.imageUrl === noticeImageUrl) return null;
  return edit.imageUrl;
}

/** The notice as it will read once the edit is approved. */
export function editedFields(notice: Notice, edit: NoticeEdit): EditableFields {
  return {
    title: edit.title,
    description: edit.description,
    category: edit.category,
    location: edit.location,
    price: edit.price,
    eventDate: edit.eventDate,
    eventVenue: edit.eventVenue,
    externalLink: edit.externalLink,
    imageUrl: edit.imageChanged ? edit.imageUrl : notice.imageUrl,
  };
}

export function toPendingEdit(notice: Notice, edit: NoticeEdit | undefined | null): PendingEdit | null {
  if (!edit) return null;
  const fields = editedFields(notice, edit);
  return {
    ...fields,
    eventDate: edit.eventDate ? edit.eventDate.toISOString() : null,
    submittedAt: edit.createdAt.toISOString(),
  };
}
