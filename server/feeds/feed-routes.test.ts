import { XMLParser } from "fast-xml-parser";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { DAY } from "../clock";
import { insertNotice } from "../test/factories";
import { recordingStatements } from "../test/recording-db";
import { renderFeed } from "./feed-service";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

const BASE = "https://noticeboard.example";
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "url", "sitemap"].includes(name),
});

interface RssItem {
  title: string;
  link: string;
  guid: { "#text": string };
}

async function feed(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/feed.xml${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("application/rss+xml");
  const doc = xml.parse(res.body) as {
    rss: { "@_version": string; channel: { title: string; item?: RssItem[] } };
  };
  expect(doc.rss["@_version"]).toBe("2.0");
  return doc.rss.channel;
}

/** The properties of each VEVENT of an iCalendar answer, long lines unfolded. */
function events(body: string): Record<string, string>[] {
  expect(body.endsWith("\r\n")).toBe(true);
  // Folded (RFC 5545 §3.1): no physical line over 75 octets.
  expect(body.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  const lines = body.replace(/\r\n /g, "").split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return found;
}

describe("GET /feed.xml", () => {
  it("lists the newest live notices, only those matching the list's category, town and search", async () => {
    await insertNotice(t.db, {
      title: "Oak table in Oswestry",
      category: "items_for_sale",
      location: "oswestry",
    });
    await insertNotice(t.db, {
      title: "Pine wardrobe in Oswestry",
      category: "items_for_sale",
      location: "oswestry",
    });
    await insertNotice(t.db, {
      title: "Oak bench in Ludlow",
      category: "items_for_sale",
      location: "ludlow",
    });
    await insertNotice(t.db, { title: "Quiz night in Oswestry", category: "events", location: "oswestry" });
    await insertNotice(t.db, { title: "Oak chest, pending", category: "items_for_sale", status: "pending" });

    const all = await feed();
    expect(all.item!.map((i) => i.title)).toHaveLength(4);

    const channel = await feed("?category=items_for_sale&location=oswestry");
    expect(channel.title).toBe("Items for Sale in Shropshire - Oswestry");
    expect(channel.item!.map((i) => i.title).sort()).toEqual([
      "Oak table in Oswestry",
      "Pine wardrobe in Oswestry",
    ]);
    const item = channel.item!.find((i) => i.title === "Oak table in Oswestry")!;
    expect(item.link).toMatch(new RegExp(`^${BASE}/notice/\\d+/Oak-table-in-Oswestry$`));

    const searched = await feed("?category=items_for_sale&search=oak");
    expect(searched.item!.map((i) => i.title).sort()).toEqual([
      "Oak bench in Ludlow",
      "Oak table in Oswestry",
    ]);
    expect((await feed("?category=nonsense&location=atlantis")).item).toHaveLength(4);
  });

  it("asks the database for its rows only: no count, no nearby towns' list, no did-you-mean", async () => {
    await insertNotice(t.db, { title: "Oak settee in Ludlow", location: "ludlow" });
    await insertNotice(t.db, { title: "Leather settee in Craven Arms", location: "craven_arms" });
    const { ctx, statements } = recordingStatements(t.app.ctx);
    // A town with fewer than 3 matches, and words that find nothing together: the list's answer would add both.
    expect(await renderFeed(ctx, { location: "ludlow", search: "settee" })).toContain("Oak settee in Ludlow");
    expect(await renderFeed(ctx, { location: "ludlow", search: "settee harpsichord" })).not.toContain(
      "<item>",
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.filter((text) =>
        /count\(\*\) as total|location\s*<>|select exists\(select 1 from notices/i.test(text),
      ),
    ).toEqual([]);
  });
});

describe("iCalendar", () => {
  it("GET /notice/{id}/event.ics: an all-day event with its summary, place and a stable UID", async () => {
    const event = await insertNotice(t.db, {
      title: "Folk night; songs, tunes",
      category: "events",
      location: "bishops_castle",
      eventVenue: "The Three Tuns",
      eventDate: new Date("2026-07-04T00:00:00Z"),
    });
    const first = await t.app.inject({ method: "GET", url: `/notice/${event.id}/event.ics` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("text/calendar");
    const [e] = events(first.body);
    expect(e["DTSTART;VALUE=DATE"]).toBe("20260704");
    expect(e["DTEND;VALUE=DATE"]).toBe("20260705");
    expect(e.SUMMARY).toBe("Folk night\\; songs\\, tunes");
    expect(e.LOCATION).toBe("The Three Tuns\\, Bishop's Castle\\, Shropshire");
    expect(e.UID).toBe(`notice-${event.id}@noticeboard.example`);
    const again = events((await t.app.inject({ method: "GET", url: `/notice/${event.id}/event.ics` })).body);
    expect(again[0].UID).toBe(e.UID);

    const job = await insertNotice(t.db, { category: "jobs" });
    expect((await t.app.inject({ method: "GET", url: `/notice/${job.id}/event.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/notice/999999/event.ics" })).statusCode).toBe(404);
  });

  it("keeps a known time as Britain's clock time", async () => {
    const event = await insertNotice(t.db, {
      category: "events",
      eventDate: new Date("2026-07-04T18:30:00Z"),
    });
    const [e] = events((await t.app.inject({ method: "GET", url: `/notice/${event.id}/event.ics` })).body);
    expect(e["DTSTART;TZID=Europe/London"]).toBe("20260704T193000");
  });

  it("GET /events.ics?location=: every upcoming live event of the town, soonest first", async () => {
    const soon = new Date(t.clock.now().getTime() + 3 * DAY);
    const later = new Date(t.clock.now().getTime() + 10 * DAY);
    await insertNotice(t.db, {
      title: "Later in Ludlow",
      category: "events",
      location: "ludlow",
      eventDate: later,
    });
    await insertNotice(t.db, {
      title: "Soon in Ludlow",
      category: "events",
      location: "ludlow",
      eventDate: soon,
    });
    await insertNotice(t.db, { title: "In Wem", category: "events", location: "wem", eventDate: soon });
    await insertNotice(t.db, {
      title: "Over in Ludlow",
      category: "events",
      location: "ludlow",
      eventDate: new Date(t.clock.now().getTime() - 2 * DAY),
      expiresAt: new Date(t.clock.now().getTime() - DAY),
    });
    const res = await t.app.inject({ method: "GET", url: "/events.ics?location=ludlow" });
    expect(res.statusCode).toBe(200);
    expect(events(res.body).map((e) => e.SUMMARY)).toEqual(["Soon in Ludlow", "Later in Ludlow"]);
    expect(events((await t.app.inject({ method: "GET", url: "/events.ics" })).body)).toHaveLength(3);
  });
});

describe("GET /sitemap.xml and /robots.txt", () => {
  it("lists home, the categories, category × town pages with notices, and only live notices with lastmod", async () => {
    const live = await insertNotice(t.db, {
      title: "Garden bench",
      category: "items_for_sale",
      location: "wem",
    });
    const gone = await insertNotice(t.db, { title: "Old sofa", status: "expired" });
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    const urls = (xml.parse(res.body) as { urlset: { url: { loc: string; lastmod?: string }[] } }).urlset.url;
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).toContain(`${BASE}/category/events`);
    expect(locs).toContain(`${BASE}/category/items_for_sale?location=wem`);
    expect(locs).not.toContain(`${BASE}/category/events?location=wem`);
    const notice = urls.find((u) => u.loc === `${BASE}/notice/${live.id}/Garden-bench`);
    expect(notice?.lastmod).toBe(live.updatedAt.toISOString());
    expect(locs.some((l) => l.includes(`/notice/${gone.id}/`))).toBe(false);
  });

  it("becomes an index of parts once there are more addresses than one file may hold", async () => {
    const small: App = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      mailTransport: t.mail,
      logger: pino({ level: "silent" }),
      sitemapUrlLimit: 5,
    });
    try {
      for (let i = 0; i < 4; i++) await insertNotice(t.db, { category: "discussion", location: "wem" });
      // 1 home + 7 categories + 1 category × town + 4 notices = 13 addresses: 3 parts of 5.
      const index = xml.parse((await small.inject({ method: "GET", url: "/sitemap.xml" })).body) as {
        sitemapindex: { sitemap: { loc: string }[] };
      };
      expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual(
        [1, 2, 3].map((n) => `${BASE}/sitemap-${n}.xml`),
      );
      const parts = [];
      for (const n of [1, 2, 3]) {
        const part = await small.inject({ method: "GET", url: `/sitemap-${n}.xml` });
        expect(part.statusCode).toBe(200);
        parts.push(
          ...(xml.parse(part.body) as { urlset: { url: { loc: string }[] } }).urlset.url.map((u) => u.loc),
        );
      }
      expect(parts).toHaveLength(13);
      expect(new Set(parts).size).toBe(13);
      expect((await small.inject({ method: "GET", url: "/sitemap-4.xml" })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it("robots.txt keeps the private paths out and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const lines = res.body.split("\n");
    for (const path of ["/admin", "/api", "/manage", "/verify"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("draws each category's share picture as a PNG", async () => {
    const res = await t.app.inject({ method: "GET", url: "/og/events.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await t.app.inject({ method: "GET", url: "/og/nonsense.png" })).statusCode).toBe(400);
  });
});
