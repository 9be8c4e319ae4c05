import type { TestApp } from "./test-app";

/** Fields of a valid post, as the dialog sends them: every field present, empty ones as "". */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Raleigh hybrid bike, 21 gears",
    description: "Adult hybrid bike in good working order, new brake pads fitted last month.",
    category: "items_for_sale",
    location: "wellington",
    price: "85",
    contactEmail: "poster@example.org",
    eventDate: "",
    eventVenue: "",
    externalLink: "",
    isFeatured: "false",
    featureDuration: "0",
    ...overrides,
  };
}

let addressCounter = 0;

/** A fresh client address per post, so the per-address limit only bites where a test wants it to. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface ImagePart {
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** Serialises a real multipart body with the platform's FormData, as a browser would. */
export async function multipartBody(fields: Record<string, string>, image?: ImagePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type ?? "image/jpeg" });
    form.append("image", blob, image.filename ?? "photo.jpg");
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

export async function postNoticeForm(
  t: TestApp,
  fields: Record<string, string>,
  options: { image?: ImagePart; remoteAddress?: string } = {},
) {
  const { payload, headers } = await multipartBody(fields, options.image);
  return t.app.inject({
    method: "POST",
    url: "/api/notices",
    payload,
    headers,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

/** The verification link in the last mail to `to`. */
export function verificationLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/verify\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error("no verification link in the mail");
  return match[0];
}
