import { categoryLabel, showsPrice } from "../../common/categories";
import { formatDate, formatPrice } from "../../common/format";
import { cardImageUrl } from "../../common/image-urls";
import { LIMITS } from "../../common/limits";
import { LOCATION_LABELS, type Location } from "../../common/locations";
import { noticePath } from "../../common/slug";
import type { SubscriptionChoices } from "../../common/subscriber-schemas";
import { escapeHtml, SIGN_OFF } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";
import { describeChoices } from "../subscribers/subscriber-mail";
import type { DigestNotice } from "./digest-selection";

export interface DigestMailInput {
  publicUrl: string;
  to: string;
  choices: SubscriptionChoices;
  notices: DigestNotice[];
  /** The subscriber's secret for this mail: preferences and one-click unsubscribe. */
  manageToken: string;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > LIMITS.cardDescription ? `${flat.slice(0, LIMITS.cardDescription).trimEnd()}…` : flat;
}

/** The card copy of a stored image as an absolute link; a legacy external image as it is. */
function imageSrc(base: string, imageUrl: string | null): string | null {
  const card = cardImageUrl(imageUrl);
  if (!card) return null;
  if (card.startsWith("/")) return base + card;
  return /^https?:\/\//.test(card) ? card : null;
}

/** "Ludlow · £12.50 · 4 July 2026 at the Assembly Rooms": what a reader scans before opening a notice. */
function details(n: DigestNotice): string {
  const place = LOCATION_LABELS[n.location as Location] ?? n.location;
  const parts = [categoryLabel(n.category), place];
  if (showsPrice(n.category) && n.price !== null) parts.push(formatPrice(n.price));
  if (n.category === "events" && n.eventDate)
    parts.push(n.eventVenue ? `${formatDate(n.eventDate)}, ${n.eventVenue}` : formatDate(n.eventDate));
  return parts.join(" · ");
}

/** A list mail: a greeting and heading, the notices as cards, then links (preferences, unsubscribe…) in the footer. */
export interface NoticeListMailInput {
  publicUrl: string;
  to: string;
  subject: string;
  heading: string;
  notices: DigestNotice[];
  footerLinks: { label: string; url: string }[];
  /** RFC 8058 one-click: the URL a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
}

/**
 * Plain text and HTML with the same notices, every link absolute to PUBLIC_URL, images as links to the card copies
 * (never attached), and RFC 8058 one-click unsubscribe headers: the digests and the saved-search alerts.
 */
export function noticeListMail(input: NoticeListMailInput): MailMessage {
  const base = input.publicUrl;
  const items = input.notices.map((n) => ({ n, url: `${base}${noticePath(n.id, n.title)}` }));

  const text = [
    "Hello,",
    input.heading,
    ...items.map(({ n, url }) => `${n.title}\n${details(n)}\n${excerpt(n.description)}\n${url}`),
    ...input.footerLinks.map((l) => `${l.label}: ${l.url}`),
    SIGN_OFF,
  ].join("\n\n");

  const card = ({ n, url }: (typeof items)[number]) => {
    const src = imageSrc(base, n.imageUrl);
    const image = src
      ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(src)}" alt="" width="120" style="display:block;width:120px;height:auto;border-radius:6px;margin:0 0 8px"></a>`
      : "";
    return `<div style="border-top:1px solid #e5e7eb;padding:16px 0">${image}<p style="margin:0 0 4px;font-size:17px;font-weight:bold"><a href="${escapeHtml(url)}" style="color:#166534">${escapeHtml(n.title)}</a></p><p style="margin:0 0 4px;font-size:13px;color:#555">${escapeHtml(details(n))}</p><p style="margin:0">${escapeHtml(excerpt(n.description))}</p></div>`;
  };
  const link = (l: { label: string; url: string }) =>
    `<a href="${escapeHtml(l.url)}" style="color:#555">${escapeHtml(l.label)}</a>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px"><p>Hello,</p><p>${escapeHtml(input.heading)}</p>${items.map(card).join("")}<p style="border-top:1px solid #e5e7eb;padding-top:16px;font-size:13px;color:#555">${input.footerLinks.map(link).join(" · ")}</p><p>${escapeHtml(SIGN_OFF)}</p></body></html>`;

  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A digest: the newsletter's notice list mail. */
export function digestMail(input: DigestMailInput): MailMessage {
  const base = input.publicUrl;
  const count = input.notices.length;
  return noticeListMail({
    publicUrl: base,
    to: input.to,
    subject:
      input.choices.frequency === "daily"
        ? `New on Shropshire Noticeboard today: ${count} notice${count === 1 ? "" : "s"}`
        : `This week on Shropshire Noticeboard: ${count} new notice${count === 1 ? "" : "s"}`,
    heading: `${count} new notice${count === 1 ? "" : "s"} for you: ${describeChoices(input.choices)}.`,
    notices: input.notices,
    footerLinks: [
      {
        label: "Change your towns, categories or how often",
        url: `${base}/subscription/${input.manageToken}`,
      },
      { label: "Unsubscribe", url: `${base}/unsubscribe/${input.manageToken}` },
    ],
    oneClickUrl: `${base}/api/unsubscribe/${input.manageToken}`,
  });
}
