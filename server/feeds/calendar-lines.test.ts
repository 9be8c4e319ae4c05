import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { noticeEdits, notices } from "../db/schema";
import { loginAsAdmin } from "../test/admin-session";
import { insertNotice } from "../test/factories";
import { manage, postLiveNotice } from "../test/manage-requests";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

const calendarOf = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/notice/${id}/event.ics` })).body;

/** The content lines of an iCalendar body, unfolded; the body must hold no line break but CRLF. */
function contentLines(body: string): string[] {
  expect(body.match(/\r(?!\n)|(?<!\r)\n/g) ?? []).toEqual([]);
  expect(body.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  return body.replace(/\r\n /g, "").split("\r\n");
}

/** One VEVENT's properties by name (with parameters). */
function eventOf(body: string): Record<string, string> {
  const lines = contentLines(body);
  const from = lines.indexOf("BEGIN:VEVENT");
  const to = lines.indexOf("END:VEVENT");
  return Object.fromEntries(
    lines
      .slice(from + 1, to)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );
}

describe("calendar entries", () => {
  it("give a timed event a default length of two hours, and an all-day event the whole day", async () => {
    const timed = await insertNotice(t.db, {
      category: "events",
      eventDate: new Date("2026-07-04T18:30:00Z"),
    });
    const e = eventOf(await calendarOf(timed.id));
    expect(e["DTSTART;TZID=Europe/London"]).toBe("20260704T193000");
    expect(e.DURATION).toBe("PT2H");
    expect(e.DTEND).toBeUndefined();

    const allDay = await insertNotice(t.db, {
      category: "events",
      eventDate: new Date("2026-12-05T00:00:00Z"),
    });
    const d = eventOf(await calendarOf(allDay.id));
    expect(d["DTSTART;VALUE=DATE"]).toBe("20261205");
    expect(d["DTEND;VALUE=DATE"]).toBe("20261206");
    expect(d.DURATION).toBeUndefined();
  });

  it("name the town in LOCATION once, even when the venue already names it", async () => {
    const cases: [location: string, venue: string, expected: string][] = [
      ["ludlow", "Ludlow Assembly Rooms", "Ludlow Assembly Rooms\\, Shropshire"],
      ["church_stretton", "Church Stretton School, Shropshire", "Church Stretton School\\, Shropshire"],
      ["wem", "The Town Hall", "The Town Hall\\, Wem\\, Shropshire"],
    ];
    for (const [location, eventVenue, expected] of cases) {
      const event = await insertNotice(t.db, {
        category: "events",
        location,
        eventVenue,
        eventDate: new Date("2026-07-04T18:30:00Z"),
      });
      expect(eventOf(await calendarOf(event.id)).LOCATION, eventVenue).toBe(expected);
    }
  });
});

const INJECTED = /^(URL:http:\/\/evil|ATTACH|ORGANIZER|DTSTART:2000)/;

describe("a carriage return sent in a notice's text", () => {
  it("is stored as a line feed in the text, and folded to a space in a single-line field, from the post form, the manage form and the moderator's edit", async () => {
    const posted = await postLiveNotice(t, {
      title: "Quiz night\rURL:http://evil.example",
      description: "Bring a pen and paper.\rATTACH:http://evil.example/x\r\nTeams of four.",
      category: "events",
      eventDate: "2036-07-18",
      eventVenue: "The Hall\rORGANIZER:mailto:evil@example.org",
      price: "",
    });
    const [stored] = await t.db.select().from(notices).where(eq(notices.id, posted.id));
    expect(stored.title).toBe("Quiz night URL:http://evil.example");
    expect(stored.description).toBe("Bring a pen and paper.\nATTACH:http://evil.example/x\nTeams of four.");
    expect(stored.eventVenue).toBe("The Hall ORGANIZER:mailto:evil@example.org");

    const edit = await manage(t, "PATCH", posted.manageToken, "", {
      title: "Quiz night, edited\r\rURL:http://evil.example",
      description: stored.description,
      category: "events",
      location: stored.location,
      eventDate: "2036-07-18",
      eventVenue: "The Hall\r\n",
      contactEmail: posted.email,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // An edit of a live notice waits beside it for a moderator (the live notice stays as it was).
    const [managed] = await t.db.select().from(noticeEdits).where(eq(noticeEdits.noticeId, posted.id));
    expect(managed.title).toBe("Quiz night, edited URL:http://evil.example");

    const admin = await loginAsAdmin(t);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/notices/${posted.id}`,
      headers: admin.headers,
      payload: { title: "Quiz night\rDTSTART:20000101", eventVenue: "Hall\r" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [edited] = await t.db.select().from(notices).where(eq(notices.id, posted.id));
    expect(edited.title).toBe("Quiz night DTSTART:20000101");
  });

  it("already stored can inject no property into a calendar, nor reach the RSS feed raw", async () => {
    const event = await insertNotice(t.db, {
      title: "Quiz night\rURL:http://evil.example",
      description: "Bring a pen\rATTACH:http://evil.example/x\r\nTeams of four\n",
      category: "events",
      location: "wem",
      eventVenue: "The Hall\rORGANIZER:mailto:evil@example.org",
      eventDate: new Date(t.clock.now().getTime() + 5 * 86_400_000),
    });
    for (const body of [
      await calendarOf(event.id),
      (await t.app.inject({ method: "GET", url: "/events.ics" })).body,
    ]) {
      const lines = contentLines(body);
      expect(lines.filter((l) => INJECTED.test(l))).toEqual([]);
      const e = eventOf(body);
      expect(e.SUMMARY).toBe("Quiz night\\nURL:http://evil.example");
      expect(e.LOCATION).toBe("The Hall\\nORGANIZER:mailto:evil@example.org\\, Wem\\, Shropshire");
      expect(e.DESCRIPTION).toContain("Bring a pen\\nATTACH:http://evil.example/x\\nTeams of four\\n");
    }
    const rss = (await t.app.inject({ method: "GET", url: "/feed.xml" })).body;
    expect(rss).toContain("Quiz night\nURL:http://evil.example");
    expect(rss).not.toContain("\r");
  });
});
