import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { DAY } from "../clock";
import { notices, screenDecisions } from "../db/schema";
import { queryRows } from "../db/client";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { adminCall, postAndConfirm } from "../test/confirmed-notices";
import { runExclusive, runJob } from "../jobs/job-runner";
import { isInSpamLane } from "../moderation/spam-lane-repository";
import { isTrustedPoster } from "../moderation/trust-service";
import { createTrainScreenJob, forgetScreenDecision, TRAIN_SCREEN_LOCK } from "./learned-screen";
import { findScreenModel, upsertScreenDecision } from "./screen-repository";

let t: TestApp;
let call: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set("2026-06-01T10:00:00Z");
  await t.reset();
  call = adminCall(t, await loginAsAdmin(t));
});

const statusOf = async (id: number) =>
  (await t.db.select().from(notices).where(eq(notices.id, id)))[0].status;
const TRUSTED = "village.shop@example.org";
const HARMLESS = [
  ["Fresh eggs from our hens", "Free range eggs by the half dozen, honesty box at the farm gate in Clun."],
  ["Village shop open on Sundays", "From this week we open nine till twelve on Sundays for papers and milk."],
  [
    "Logs for sale, seasoned ash",
    "Seasoned ash logs by the bag or the load, we deliver around Bishop's Castle.",
  ],
];

async function nextDay() {
  t.clock.advance(DAY);
  call = adminCall(t, await loginAsAdmin(t));
}

/** Past the day in which the same text from another address counts. */
async function twoDaysOn() {
  t.clock.advance(2 * DAY);
  call = adminCall(t, await loginAsAdmin(t));
}

/** Three harmless notices from one address, approved by a moderator: the poster is trusted. */
async function earnTrust() {
  for (const [title, description] of HARMLESS) {
    const id = await postAndConfirm(t, {
      contactEmail: TRUSTED,
      category: "local_businesses",
      price: "",
      title,
      description,
    });
    expect((await call("PATCH", `/api/admin/notices/${id}/approve`)).statusCode).toBe(200);
    await nextDay();
  }
  expect(await isTrustedPoster(t.db, TRUSTED, t.clock.now())).toBe(true);
}

describe("trusted posters are screened too", () => {
  it("holds the issue's three spam notices from a trusted poster, and the poster stays trusted until a moderator rejects one", async () => {
    await earnTrust();
    const spam = [
      [
        "Double your money with bitcoin",
        "Guaranteed returns within a week, ask me how to invest and start today.",
      ],
      ["Fast cash loans", "Bad credit welcome, loans approved in minutes, money in your account today."],
      [
        "Online casino bonus free spins",
        "Sign up for a welcome bonus and 50 free spins, no deposit bonus needed.",
      ],
    ];
    const ids: number[] = [];
    for (const [title, description] of spam) {
      ids.push(
        await postAndConfirm(t, {
          contactEmail: TRUSTED,
          category: "services",
          price: "",
          title,
          description,
        }),
      );
      await nextDay();
    }
    for (const id of ids) {
      expect(await statusOf(id)).toBe("pending");
      expect(await isInSpamLane(t.db, id)).toBe(true);
    }
    const lane = (await call("GET", "/api/admin/queue/spam")).json();
    expect(lane.items[0].reasons.map((r: { label: string }) => r.label)).toContain(
      'Reads like crypto or forex investment: "double your money", "guaranteed returns", "bitcoin"',
    );
    expect(await isTrustedPoster(t.db, TRUSTED, t.clock.now())).toBe(true);
    await call("PATCH", `/api/admin/notices/${ids[0]}/reject`, { reason: "spam" });
    expect(await isTrustedPoster(t.db, TRUSTED, t.clock.now())).toBe(false);
  });

  it("lets a trusted poster's race night, credit-union session and library crypto talk go live at once", async () => {
    await earnTrust();
    const legit = [
      [
        "Race night at the village hall",
        "Horse racing on the big screen, bet on the races with play money, bingo at half time.",
      ],
      [
        "Save and borrow with the credit union",
        "Affordable loans from our not-for-profit credit union, drop in on Tuesdays.",
      ],
      [
        "Crypto talk at the library",
        "A free talk on crypto scams: how bitcoin works and how to spot a scam. Tea provided.",
      ],
    ];
    for (const [title, description] of legit) {
      const id = await postAndConfirm(t, {
        contactEmail: TRUSTED,
        category: "discussion",
        price: "",
        title,
        description,
      });
      expect(await statusOf(id), title).toBe("active");
      await nextDay();
    }
  });

  it("sends a new poster's legitimate race night to the review queue, not the Likely spam lane", async () => {
    const id = await postAndConfirm(t, {
      contactEmail: "rotary@example.org",
      category: "discussion",
      price: "",
      title: "Race night in aid of the air ambulance",
      description:
        "Eight races on film, bet with play money, bingo in the interval and a raffle. Tickets at the bar.",
    });
    expect(await isInSpamLane(t.db, id)).toBe(false);
    expect(await statusOf(id)).toBe("pending");
  });
});

describe("learning from the moderators' decisions", () => {
  const SPAMMY = (i: number) =>
    `Zorblax widget offer ${i}: shiny zorblax widgets, order zorblax widgets this week`;
  const HAMMY = (i: number) =>
    `Garden pots and trowels ${i}: terracotta pots and hand tools, collect from the garden`;
  const BORDERLINE = {
    title: "Zorblax widgets this week",
    description: "Shiny zorblax widgets in three sizes, message for the list of colours.",
    category: "services",
    price: "",
  };

  async function teach(spam: number, ham: number) {
    for (let i = 0; i < spam; i++)
      await upsertScreenDecision(t.db, {
        noticeId: null,
        text: SPAMMY(i),
        label: "spam",
        source: "rejected_spam",
        decidedAt: t.clock.now(),
      });
    for (let i = 0; i < ham; i++)
      await upsertScreenDecision(t.db, {
        noticeId: null,
        text: HAMMY(i),
        label: "ham",
        source: "approved",
        decidedAt: t.clock.now(),
      });
  }
  const train = () => runJob(t.db, createTrainScreenJob(t.clock));

  it("holds a borderline notice after 50 + 50 decisions, and forgetting one lesson reverses it", async () => {
    const before = await postAndConfirm(t, { ...BORDERLINE, contactEmail: "w0@example.net" });
    expect(await isInSpamLane(t.db, before)).toBe(false);

    await teach(50, 50);
    expect(await train()).toEqual({ ran: true, result: true });
    await twoDaysOn();
    const after = await postAndConfirm(t, { ...BORDERLINE, contactEmail: "w1@example.net" });
    expect(await isInSpamLane(t.db, after)).toBe(true);
    const learned = (await call("GET", "/api/admin/queue/spam"))
      .json()
      .items[0].reasons.find((r: { kind: string }) => r.kind === "learned");
    expect(learned.label).toMatch(/^Like notices moderators rejected as spam: .*zorblax/);

    // One spam lesson forgotten: 49 spam decisions is below the 50 the full weight needs.
    const [one] = await t.db.select().from(screenDecisions).where(eq(screenDecisions.label, "spam")).limit(1);
    expect(await forgetScreenDecision(t.db, one.id)).toBe(true);
    expect(await train()).toEqual({ ran: true, result: true });
    await twoDaysOn();
    const forgotten = await postAndConfirm(t, { ...BORDERLINE, contactEmail: "w2@example.net" });
    expect(await isInSpamLane(t.db, forgotten)).toBe(false);
  });

  it("keeps a moderator's approval, spam rejection and release as lessons", async () => {
    const a = await postAndConfirm(t, {
      contactEmail: "a@example.net",
      title: "Oak bookcase",
      description: "Solid oak bookcase, five shelves, collect from Wem.",
    });
    await call("PATCH", `/api/admin/notices/${a}/approve`);
    await twoDaysOn();
    const b = await postAndConfirm(t, {
      contactEmail: "b@example.net",
      title: "Cheap garden gnomes",
      description: "Gnomes by the dozen, message for prices and delivery.",
    });
    await call("PATCH", `/api/admin/notices/${b}/reject`, { reason: "spam" });
    const rows = await t.db.select().from(screenDecisions).orderBy(screenDecisions.id);
    expect(rows.map((r) => [r.noticeId, r.label, r.source])).toEqual([
      [a, "ham", "approved"],
      [b, "spam", "rejected_spam"],
    ]);
  });
});

describe("the training job", () => {
  it("trains under its advisory lock, and only when the decisions changed", async () => {
    await upsertScreenDecision(t.db, {
      noticeId: null,
      text: "cheap gnomes",
      label: "spam",
      source: "rejected_spam",
      decidedAt: t.clock.now(),
    });
    const job = createTrainScreenJob(t.clock);
    const locks = await runExclusive(t.db, TRAIN_SCREEN_LOCK, async (tx) => {
      await job.run(tx);
      return queryRows<{ objid: number }>(
        tx,
        sql`select objid::int as objid from pg_locks where locktype = 'advisory' and classid = 0 and pid = pg_backend_pid()`,
      );
    });
    expect(locks).toEqual({ ran: true, result: [{ objid: TRAIN_SCREEN_LOCK }] });
    expect((await findScreenModel(t.db))?.spamDecisions).toBe(1);
    expect(await runJob(t.db, job)).toEqual({ ran: true, result: false });
  });
});

describe("the screen in the admin", () => {
  it("shows what it learned and forgets a lesson; admins add to its lists and set its rules", async () => {
    const a = await postAndConfirm(t, {
      contactEmail: "a@example.net",
      title: "Oak bookcase",
      description: "Solid oak bookcase, five shelves, collect from Wem.",
    });
    await call("PATCH", `/api/admin/notices/${a}/approve`);
    await runJob(t.db, createTrainScreenJob(t.clock));
    const learned = (await call("GET", "/api/admin/screen/learned")).json();
    expect(learned.decisions).toEqual({ spam: 0, ham: 1 });
    expect(learned.lastTrainedAt).toBe(t.clock.now().toISOString());
    const id = learned.recent[0].id as number;
    expect((await call("DELETE", `/api/admin/screen/decisions/${id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/screen/decisions/${id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/screen/learned")).json().decisions).toEqual({ spam: 0, ham: 0 });

    expect((await call("GET", "/api/admin/screen/rules")).json()).toEqual({
      holdNewPosterLinks: false,
      holdWords: [],
    });
    expect(
      (await call("POST", "/api/admin/screen/terms", { term: "Gnome Express", kind: "spam" })).statusCode,
    ).toBe(201);
    await twoDaysOn();
    const gnomes = await postAndConfirm(t, {
      contactEmail: "g@example.net",
      title: "Garden gnomes",
      description: "Gnome express deliveries of garden gnomes this week.",
    });
    expect(await isInSpamLane(t.db, gnomes)).toBe(true);
    const put = await call("PUT", "/api/admin/screen/rules", {
      holdNewPosterLinks: true,
      holdWords: ["trampoline"],
    });
    expect(put.json()).toEqual({ holdNewPosterLinks: true, holdWords: ["trampoline"] });
    await twoDaysOn();
    const bounce = await postAndConfirm(t, {
      contactEmail: "tr@example.net",
      title: "Trampoline, 8 foot",
      description: "Garden trampoline with the safety net, you dismantle and collect.",
    });
    expect(await isInSpamLane(t.db, bounce)).toBe(true);
  });
});
