import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

const BASE = "https://noticeboard.example";

/**
 * A URL, not an IRI (RFC 3986 §2): only the unreserved and reserved ASCII characters, anything else percent-encoded.
 * The W3C feed validator's "IRI found where URL expected" and Python's urllib refuse the rest.
 */
function expectUrl(value: string, where: string) {
  expect(value, where).toMatch(/^https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/);
  expect(value.replace(/%[0-9A-Fa-f]{2}/g, ""), where).not.toContain("%");
}

/** Every absolute address in a piece of text: attribute values, element text, JSON strings. */
const absoluteUrls = (text: string) => text.match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];

const NON_ASCII_TITLES = [
  "Part-time barista wanted, café bakery",
  "Straße party at the Æsir Øre hall",
  "Crème brûlée evening — naïve bakers welcome",
];

async function insertNonAsciiNotices() {
  const notices = [];
  notices.push(
    await insertNotice(t.db, { title: NON_ASCII_TITLES[0], category: "jobs", location: "ludlow" }),
  );
  notices.push(
    await insertNotice(t.db, {
      title: NON_ASCII_TITLES[1],
      category: "events",
      location: "wem",
      eventDate: new Date(t.clock.now().getTime() + 5 * 86_400_000),
    }),
  );
  notices.push(await insertNotice(t.db, { title: NON_ASCII_TITLES[2], category: "items_for_sale" }));
  return notices;
}

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["item", "url"].includes(name) });

describe("every address written out is a URL, not an IRI", () => {
  it("the RSS feed's links, self link, enclosures and channel link", async () => {
    await insertNonAsciiNotices();
    const res = await t.app.inject({ method: "GET", url: "/feed.xml?search=caf%C3%A9" });
    const all = await t.app.inject({ method: "GET", url: "/feed.xml" });
    for (const body of [res.body, all.body]) {
      const links = [...body.matchAll(/<link>([^<]*)<\/link>|(?:href|url)="([^"]*)"/g)].map(
        (m) => m[1] ?? m[2],
      );
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expectUrl(link.replace(/&amp;/g, "&"), link);
      for (const url of absoluteUrls(body)) expectUrl(url.replace(/&amp;/g, "&"), url);
    }
    const channel = (xml.parse(all.body) as { rss: { channel: { item: { link: string }[] } } }).rss.channel;
    expect(channel.item.map((i) => i.link)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/notice\/\d+\/Part-time-barista-wanted-cafe-bakery$/)]),
    );
  });

  it("the sitemap and the calendars", async () => {
    const [, event] = await insertNonAsciiNotices();
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/notice/${event.id}/Strasse-party-at-the-AEsir-Ore-hall`);
    for (const loc of locs) expectUrl(loc.replace(/&amp;/g, "&"), loc);
    for (const url of ["/events.ics", `/notice/${event.id}/event.ics`]) {
      const body = (await t.app.inject({ method: "GET", url })).body.replace(/\r\n /g, "");
      const urls = [...body.matchAll(/^URL:(.*)$/gm)].map((m) => m[1]);
      expect(urls).toHaveLength(1);
      for (const u of urls) expectUrl(u, u);
    }
  });

  it("the page heads: canonical, og:url, og:image, feed links and every URL in the JSON-LD", async () => {
    const [job, event, item] = await insertNonAsciiNotices();
    for (const path of [
      "/",
      "/category/jobs",
      "/category/events?location=wem",
      ...[job, event, item].map((n) => `/notice/${n.id}/${encodeURIComponent(n.title)}`),
    ]) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      for (const url of absoluteUrls(head)) expectUrl(url.replace(/&amp;/g, "&"), `${path}: ${url}`);
      const hrefs = [...head.matchAll(/<link [^>]*href="([^"]*)"/g)].map((m) => m[1]);
      for (const href of hrefs) expect(href, `${path}: ${href}`).toMatch(/^[\x21-\x7e]+$/);
    }
  });

  it("an old link with the raw title still opens the notice, whose canonical address is ASCII", async () => {
    const [job] = await insertNonAsciiNotices();
    const res = await t.app.inject({
      method: "GET",
      url: `/notice/${job.id}/${encodeURIComponent("Part-time-barista-wanted-café-bakery")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="canonical" href="${BASE}/notice/${job.id}/Part-time-barista-wanted-cafe-bakery">`,
    );
  });
});

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

interface Rss {
  rss: {
    "@_version": string;
    "@_xmlns:atom": string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      "atom:link": { "@_href": string; "@_rel": string; "@_type": string };
      item: {
        title?: string;
        description?: string;
        link: string;
        guid: { "#text": string };
        pubDate: string;
      }[];
    };
  };
}

describe("the RSS feed meets the W3C feed validator's rules", () => {
  it("has the channel's required elements, RFC 822 dates, unique guids and a self link as requested", async () => {
    await insertNonAsciiNotices();
    const url = "/feed.xml?search=wanted&location=ludlow&category=jobs";
    const res = await t.app.inject({ method: "GET", url });
    const doc = xml.parse(res.body) as Rss;
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss["@_xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
    const channel = doc.rss.channel;
    expect(channel.title).toBeTruthy();
    expect(channel.description).toBeTruthy();
    expect(channel.link).toBe(`${BASE}/category/jobs?location=ludlow&search=wanted`);
    expect(channel.language).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    // The validator checks that the self link is the address it fetched: the parameters in the order sent.
    expect(channel["atom:link"]).toEqual({
      "@_href": `${BASE}${url}`,
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
    expect(channel.item).toHaveLength(1);
    const all = (xml.parse((await t.app.inject({ method: "GET", url: "/feed.xml" })).body) as Rss).rss
      .channel;
    expect(all.item).toHaveLength(3);
    for (const item of all.item) {
      expect(item.title ?? item.description).toBeTruthy();
      expect(item.pubDate).toMatch(RFC_822);
      expectUrl(item.link, item.link);
    }
    expect(new Set(all.item.map((i) => i.guid["#text"])).size).toBe(3);
  });
});
