import { xmlText } from "./xml";

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function renderSitemap(urls: SitemapUrl[]): string {
  const items = urls.map(
    (u) => `  <url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
  );
  return `${HEAD}<urlset ${NS}>\n${items.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(parts: string[]): string {
  const items = parts.map((loc) => `  <sitemap><loc>${xmlText(loc)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}
