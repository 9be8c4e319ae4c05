import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { notices } from "../db/schema";
import { PAGE_TTL_MS } from "./page-cache";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

const BASE = "https://noticeboard.example";

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  const html = res.body;
  const meta = (attr: "name" | "property", key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  return {
    status: res.statusCode,
    html,
    headers: res.headers,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.find((d) => d["@type"] === type),
    root:
      /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? "",
  };
}

describe("server-rendered public pages", () => {
  it("renders home with its notices, its head and the state the browser hydrates from, inside the CSP", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale", category: "items_for_sale" });
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(page.title).toBe("Shropshire Noticeboard");
    expect(page.canonical).toBe(`${BASE}/`);
    expect(page.meta("property", "og:url")).toBe(`${BASE}/`);
    expect(page.meta("property", "og:image")).toBe(`${BASE}/og/default.png`);
    expect(page.meta("name", "twitter:card")).toBe("summary_large_image");
    expect(page.root).toContain("Oak dining table for sale");
    expect(page.root).toContain("Recent Notices");
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(page.html)?.[1];
    expect(JSON.parse(state!).queries.queries.length).toBeGreaterThan(0);
    // The only scripts are data (JSON, JSON-LD) and the app's own files: nothing for the CSP to block.
    const scripts = page.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((s) => /type="application\/(json|ld\+json)"|src="/.test(s))).toBe(true);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it("renders a category and town page with its heading, canonical address and category picture", async () => {
    await insertNotice(t.db, { title: "Part-time gardener wanted", category: "jobs", location: "ludlow" });
    const page = await get("/category/jobs?location=ludlow");
    expect(page.status).toBe(200);
    expect(page.title).toBe("Jobs in Shropshire - Ludlow | Shropshire Noticeboard");
    expect(page.canonical).toBe(`${BASE}/category/jobs?location=ludlow`);
    expect(page.meta("property", "og:image")).toBe(`${BASE}/og/jobs.png`);
    expect(page.root).toContain("Part-time gardener wanted");
    expect(page.html).toContain('href="/feed.xml?category=jobs&amp;location=ludlow"');
  });

  it("renders a notice with its canonical slug address, share tags, Product offer and breadcrumbs", async () => {
    const notice = await insertNotice(t.db, {
      title: "Mountain bike, 21 gears!",
      category: "items_for_sale",
      location: "oswestry",
      price: 120,
      imageUrl: "/uploads/abc123.webp",
    });
    const page = await get(`/notice/${notice.id}/old-slug`);
    expect(page.status).toBe(200);
    expect(page.title).toBe("Mountain bike, 21 gears! | Shropshire Noticeboard");
    expect(page.canonical).toBe(`${BASE}/notice/${notice.id}/Mountain-bike-21-gears`);
    expect(page.meta("property", "og:title")).toBe("Mountain bike, 21 gears!");
    expect(page.meta("property", "og:type")).toBe("article");
    expect(page.meta("property", "og:image")).toBe(`${BASE}/uploads/abc123.webp`);
    expect(page.meta("property", "og:description")).toContain("£120.00 · Oswestry");
    expect(page.root).toContain("Mountain bike, 21 gears!");
    const product = page.ofType("Product")!;
    expect(product.name).toBe("Mountain bike, 21 gears!");
    expect(product.offers).toMatchObject({ "@type": "Offer", price: "120.00", priceCurrency: "GBP" });
    const crumbs = page.ofType("BreadcrumbList")!.itemListElement as { name: string; item?: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(["Home", "Items for Sale", "Mountain bike, 21 gears!"]);
    expect(crumbs[1].item).toBe(`${BASE}/category/items_for_sale`);
  });

  it("describes an event, a job and a local business in JSON-LD with the fields search engines require", async () => {
    const event = await insertNotice(t.db, {
      title: "Ceilidh at the village hall",
      category: "events",
      location: "church_stretton",
      eventVenue: "Silvester Horne Institute",
      eventDate: new Date("2026-07-04T00:00:00Z"),
      price: 8,
    });
    const e = (await get(`/notice/${event.id}`)).ofType("Event")!;
    expect(e).toMatchObject({ name: "Ceilidh at the village hall", startDate: "2026-07-04" });
    expect(e.location).toMatchObject({
      name: "Silvester Horne Institute",
      address: { addressLocality: "Church Stretton", addressRegion: "Shropshire", addressCountry: "GB" },
    });
    expect(e.offers).toMatchObject({ price: "8.00", priceCurrency: "GBP" });
    expect(e.description).toBeTruthy();
    expect(e.image).toBe(`${BASE}/og/events.png`);

    const job = await insertNotice(t.db, {
      title: "Care assistant wanted",
      category: "jobs",
      location: "wem",
      expiresAt: new Date(t.clock.now().getTime() + 30 * DAY),
    });
    const j = (await get(`/notice/${job.id}`)).ofType("JobPosting")!;
    expect(j).toMatchObject({ title: "Care assistant wanted", datePosted: expect.any(String) });
    expect(j.validThrough).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
    expect(j.jobLocation).toMatchObject({ address: { addressLocality: "Wem" } });

    const shop = await insertNotice(t.db, {
      title: "The Wem Bookshop",
      category: "local_businesses",
      location: "wem",
    });
    const b = (await get(`/notice/${shop.id}`)).ofType("LocalBusiness")!;
    expect(b).toMatchObject({ name: "The Wem Bookshop", address: { addressLocality: "Wem" } });
  });

  it("titles a notice that has left the board by what happened to it, not Notice not found", async () => {
    const now = t.clock.now().getTime();
    const expired = await insertNotice(t.db, {
      title: "Garden shed for sale",
      status: "expired",
      expiresAt: new Date(now - DAY),
    });
    const closed = await insertNotice(t.db, {
      title: "Lost tabby cat",
      category: "lost_and_found",
      status: "closed",
      outcome: "found",
      closedAt: new Date(now - DAY),
    });
    const gone = await get(`/notice/${expired.id}`);
    expect(gone.status).toBe(410);
    expect(gone.title).toBe("This notice has expired: Garden shed for sale | Shropshire Noticeboard");
    expect((await get(`/notice/${closed.id}`)).title).toBe("Found: Lost tabby cat | Shropshire Noticeboard");
  });

  it("answers 404 with the not-found card for an unknown or non-public notice, and keeps the 404 page's texts", async () => {
    const pending = await insertNotice(t.db, { title: "Waiting for a moderator", status: "pending" });
    for (const url of ["/notice/999999", `/notice/${pending.id}`, "/notice/not-a-number"]) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.root).toContain("Notice not found");
      expect(page.root).not.toContain("Waiting for a moderator");
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.canonical).toBeUndefined();
    }
    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expect(missing.root).toContain("404 Page Not Found");
    expect(missing.root).toContain("Did you forget to add the page to the router?");
  });

  it("renders the static pages and leaves client-only pages to the browser", async () => {
    const about = await get("/about");
    expect(about.status).toBe(200);
    expect(about.title).toBe("About Shropshire Noticeboard | Shropshire Noticeboard");
    expect(about.root).toContain("Our mission");
    const admin = await t.app.inject({ method: "GET", url: "/admin/login" });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain("ssr-state");
  });
});

describe("kept rendered pages", () => {
  const stateOf = (html: string) => /id="ssr-state">(.*?)<\/script>/.exec(html)?.[1];

  it("answers the next visitor with the page already rendered, until a write or PAGE_TTL_MS", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale" });
    // Each render has its own seed in its state, so equal states are one render.
    const first = await get("/");
    const again = await get("/");
    expect(stateOf(again.html)).toBe(stateOf(first.html));
    expect(again.headers["cache-control"]).toBe("no-cache");

    await insertNotice(t.db, { title: "Bundle of garden tools" });
    const afterWrite = await get("/");
    expect(afterWrite.root).toContain("Bundle of garden tools");
    expect(stateOf(afterWrite.html)).not.toBe(stateOf(first.html));

    t.clock.advance(PAGE_TTL_MS);
    expect(stateOf((await get("/")).html)).not.toBe(stateOf(afterWrite.html));
  });

  it("renders afresh, with the seed asked for, a page asked for with X-Render-Seed (Shuffle Featured asleep), and keeps it for nobody", async () => {
    for (const n of ["one", "two", "three", "four", "five", "six"])
      await insertNotice(t.db, { title: `Market stall ${n}`, isFeatured: true, featuredUntil: null });
    const seeded = async (seed: string) => {
      const res = await t.app.inject({ method: "GET", url: "/", headers: { "x-render-seed": seed } });
      expect(res.statusCode).toBe(200);
      const state = JSON.parse(stateOf(res.body)!) as { snapshot: { seed: number } };
      const featured = /aria-labelledby="featured-heading"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? "";
      return {
        state: stateOf(res.body),
        seed: state.snapshot.seed,
        picked: featured.match(/Market stall \w+/g),
      };
    };
    const kept = await get("/");
    const a = await seeded("0.25");
    expect(a.seed).toBe(0.25);
    expect(a.picked).toHaveLength(3);
    // The pick is the seed's: the same seed picks the same, another seed another (six notices, three shown).
    expect((await seeded("0.25")).picked).toEqual(a.picked);
    const picks = new Set<string>();
    for (const seed of ["0.1", "0.3", "0.5", "0.7", "0.9"]) picks.add((await seeded(seed)).picked!.join());
    expect(picks.size).toBeGreaterThan(1);
    // Never kept: the next visitor gets the page kept before.
    expect(stateOf((await get("/")).html)).toBe(stateOf(kept.html));
    // A seed that is not a number between 0 and 1 is not asked for: the kept page answers.
    for (const bad of ["1", "0", "-0.5", "abc", "0.5e3", ""])
      expect((await seeded(bad)).state).toBe(stateOf(kept.html));
  });

  it("carries only the featured notices it shows in the state the browser hydrates from, in their order", async () => {
    for (let n = 1; n <= 12; n++)
      await insertNotice(t.db, {
        title: `Craft stall ${n}`,
        category: "items_for_sale",
        isFeatured: true,
        featuredUntil: null,
      });
    for (const url of ["/", "/category/items_for_sale"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "x-render-seed": "0.4" } });
      const state = JSON.parse(stateOf(res.body)!) as {
        queries: {
          queries: {
            queryKey: unknown[];
            state: { data: { data: { title: string }[]; picked?: boolean } };
          }[];
        };
      };
      const featured = state.queries.queries.find((q) => q.queryKey[1] === "featured")!.state.data;
      const section = /aria-labelledby="featured-heading"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? "";
      expect(featured.picked).toBe(true);
      expect(featured.data.map((n) => n.title)).toEqual(section.match(/Craft stall \d+/g));
      expect(featured.data).toHaveLength(3);
      // The list under it is carried whole.
      const list = state.queries.queries.find((q) => q.queryKey[1] === "list")!.state.data as unknown as {
        pages: { data: unknown[] }[];
      };
      expect(list.pages[0].data).toHaveLength(8);
    }
  });

  it("keeps every page by its own address, and sends it compressed once for each encoding", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale", category: "items_for_sale" });
    await insertNotice(t.db, { title: "Babysitter wanted", category: "jobs" });
    expect((await get("/category/jobs")).root).not.toContain("Oak dining table for sale");
    expect((await get("/category/items_for_sale")).root).toContain("Oak dining table for sale");
    expect((await get("/?search=babysitter")).root).not.toContain("Oak dining table for sale");
    const plain = await get("/");
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": encoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(decode(res.rawPayload).toString("utf8")).toBe(plain.html);
    }
  });

  it("renders a page once for visitors who arrive together", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale" });
    const pages = await Promise.all(Array.from({ length: 5 }, () => get("/category/items_for_sale")));
    expect(new Set(pages.map((p) => stateOf(p.html))).size).toBe(1);
  });

  it("counts a view of a kept notice page as the render did", async () => {
    const notice = await insertNotice(t.db, { title: "Oak dining table for sale" });
    const views = async () => {
      // Views wait in memory for up to a second (notices/notice-view-buffer.ts): stored first, then read.
      await t.storeViews();
      const [row] = await t.db
        .select({ n: notices.viewCount })
        .from(notices)
        .where(eq(notices.id, notice.id));
      return row.n;
    };
    await get(`/notice/${notice.id}`);
    expect(await views()).toBe(1);
    await get(`/notice/${notice.id}`);
    await get(`/notice/${notice.id}`);
    // Loopback visitors are not told apart (notice-visitors.ts): every view counts.
    expect(await views()).toBe(3);
  });
});
