import { HONEYPOT_FIELD } from "@common/honeypot";
import type { NoticeFormOutput } from "@common/notice-posting-schemas";

export interface PostNoticeVariables {
  values: NoticeFormOutput;
  image: File | null;
  /** The hidden field's value: empty for a person. */
  honeypot: string;
}

/**
 * The multipart body of server-contract.md §3: every field but terms, empty ones as "", the file as `image`. Featuring is
 * never applied at submission (product-spec.md §2), so isFeatured and featureDuration are forced off.
 */
export function toNoticeFormData({ values, image, honeypot }: PostNoticeVariables): FormData {
  const fields: Record<string, string> = {
    title: values.title,
    description: values.description,
    category: values.category,
    location: values.location,
    price: values.price === null ? "" : String(values.price),
    contactEmail: values.contactEmail,
    eventDate: values.eventDate ?? "",
    eventVenue: values.eventVenue ?? "",
    externalLink: values.externalLink ?? "",
    isFeatured: "false",
    featureDuration: "0",
    [HONEYPOT_FIELD]: honeypot,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", image, image.name);
  return form;
}
