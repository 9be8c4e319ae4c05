import { categoryLabel, showsPrice } from "../../common/categories";
import { formatPrice } from "../../common/format";
import { locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";
import { xmlText } from "./xml";

export interface RssChannel {
  title: string;
  /** Absolute address of the list page the feed follows. */
  link: string;
  /** Absolute address of the feed itself. */
  self: string;
  description: string;
}

function itemDescription(notice: PublicNotice): string {
  const facts = [categoryLabel(notice.category), locationLabel(notice.location)];
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  if (price) facts.push(price);
  return `${facts.filter(Boolean).join(" · ")}\n\n${notice.description}`;
}

/** An RSS 2.0 document of notices, newest first, each linked to its page and identified by that address. */
export function renderRss(channel: RssChannel, notices: PublicNotice[], publicUrl: string): string {
  const items = notices.map((notice) => {
    const url = `${publicUrl}${noticePath(notice.id, notice.title)}`;
    const image = notice.imageUrl
      ? `\n      <enclosure url="${xmlText(`${publicUrl}${notice.imageUrl}`)}" length="0" type="image/webp"/>`
      : "";
    return `    <item>
      <title>${xmlText(notice.title)}</title>
      <link>${xmlText(url)}</link>
      <guid isPermaLink="false">notice-${notice.id}</guid>
      <pubDate>${new Date(notice.createdAt).toUTCString()}</pubDate>
      <category>${xmlText(categoryLabel(notice.category))}</category>
      <description>${xmlText(itemDescription(notice))}</description>${image}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(channel.title)}</title>
    <link>${xmlText(channel.link)}</link>
    <description>${xmlText(channel.description)}</description>
    <language>en-gb</language>
    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
