import { describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

const BASE = "https://noticeboard.example";

async function jsonLdOf(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  const all = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  return (type: string) => all.find((d) => d["@type"] === type);
}

interface ListItem {
  position: number;
  name: string;
  item?: string;
  url?: string;
}

describe("structured data", () => {
  it("a job names its hiring organisation and the employment type its text states", async () => {
    const partTime = await insertNotice(t.db, {
      title: "Part-time barista wanted",
      description: "Friendly café on the High Street, weekends, training given.",
      category: "jobs",
      location: "ludlow",
    });
    const job = (await jsonLdOf(`/notice/${partTime.id}`))("JobPosting")!;
    expect(job.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Ludlow employer",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Ludlow",
        addressRegion: "Shropshire",
        addressCountry: "GB",
      },
    });
    expect(job.employmentType).toBe("PART_TIME");

    const both = await insertNotice(t.db, {
      title: "Kitchen porter",
      description:
        "Full time or part time hours, or a temporary contract over the summer. Volunteers welcome too.",
      category: "jobs",
      location: "wem",
    });
    expect((await jsonLdOf(`/notice/${both.id}`))("JobPosting")!.employmentType).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "TEMPORARY",
      "VOLUNTEER",
    ]);

    const unstated = await insertNotice(t.db, {
      title: "Gardener wanted",
      description: "Help with a large garden near the castle.",
      category: "jobs",
      location: "ludlow",
    });
    expect((await jsonLdOf(`/notice/${unstated.id}`))("JobPosting")!.employmentType).toBeUndefined();
  });

  it("an all-day event starts and ends on a date; a timed one at London's clock time with its offset, for 2 hours", async () => {
    const allDay = await insertNotice(t.db, {
      title: "Christmas fair",
      category: "events",
      eventDate: new Date("2026-12-05T00:00:00Z"),
    });
    expect((await jsonLdOf(`/notice/${allDay.id}`))("Event")).toMatchObject({
      startDate: "2026-12-05",
      endDate: "2026-12-05",
    });
    const timed = await insertNotice(t.db, {
      title: "Summer concert",
      category: "events",
      eventDate: new Date("2026-07-18T18:30:00Z"),
    });
    expect((await jsonLdOf(`/notice/${timed.id}`))("Event")).toMatchObject({
      startDate: "2026-07-18T19:30:00+01:00",
      endDate: "2026-07-18T21:30:00+01:00",
    });
  });

  it("home and a category page carry a BreadcrumbList and an ItemList of the notices shown", async () => {
    const bench = await insertNotice(t.db, {
      title: "Garden bench",
      category: "items_for_sale",
      location: "wem",
    });
    const walk = await insertNotice(t.db, { title: "Sunday walk", category: "events", location: "ludlow" });

    const home = await jsonLdOf("/");
    const homeCrumbs = home("BreadcrumbList")!.itemListElement as ListItem[];
    expect(homeCrumbs).toEqual([{ "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` }]);
    const homeList = home("ItemList")!.itemListElement as ListItem[];
    expect(homeList.map((i) => i.url).sort()).toEqual(
      [`${BASE}/notice/${bench.id}/Garden-bench`, `${BASE}/notice/${walk.id}/Sunday-walk`].sort(),
    );
    expect(homeList.map((i) => i.position)).toEqual([1, 2]);

    const category = await jsonLdOf("/category/items_for_sale?location=wem");
    expect((category("BreadcrumbList")!.itemListElement as ListItem[]).map((c) => [c.name, c.item])).toEqual([
      ["Home", `${BASE}/`],
      ["Items for Sale", `${BASE}/category/items_for_sale`],
      ["Wem", `${BASE}/category/items_for_sale?location=wem`],
    ]);
    const items = category("ItemList")!.itemListElement as ListItem[];
    expect(items).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Garden bench",
        url: `${BASE}/notice/${bench.id}/Garden-bench`,
      },
    ]);
  });
});
