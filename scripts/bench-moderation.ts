/**
 * `npm run bench:moderation [-- --days 7 --per-day 1500 --seed 1]`: a simulated week of posting through the real
 * services (post, confirm, signals, trusted posters, the Likely spam lane) on a throwaway embedded database (or, with
 * DATABASE_URL, a new database on that PostgreSQL server, dropped afterwards), with a
 * movable clock. The mix: returning posters (with months of approved notices behind them, some not yet trusted), new
 * posters (some post again during the week) and 10% spam of four kinds (link spam from new addresses, one text sent
 * from many addresses, bursts from one address, block-listed words). A scripted moderator works the queue every half
 * hour from 08:00 to 22:00 and glances at the Likely spam lane twice a day, deciding by each notice's hidden truth
 * (the routing never sees it). Prints the share of notices that needed a person, spam that went live, spam that
 * reached the queue, good notices held as likely spam, and the median time to live for trusted posters.
 */
import pino from "pino";
import { HOUR, MINUTE, DAY, TestClock } from "../server/clock";
import { testConfig } from "../server/config";
import type { AppContext } from "../server/context";
import pg from "pg";
import { openPglite, openPostgres } from "../server/db/client";
import { ensureCategories } from "../server/db/reference-data";
import { MailOutbox } from "../server/mail/mail-outbox";
import { postNotice } from "../server/notices/notice-posting-service";
import { verifyNotice } from "../server/moderation/verification-service";
import { approveNotice, rejectNotice } from "../server/moderation/admin-notice-service";
import { getQueuePage } from "../server/moderation/queue-service";
import { getSpamLane, releaseFromSpamLane } from "../server/moderation/spam-lane-service";
import { isTrustedPoster, posterHash } from "../server/moderation/trust-service";
import { upsertPosterOutcome } from "../server/moderation/trust-repository";
import { insertWatchWord } from "../server/signals/signals-repository";
import { runJob } from "../server/jobs/job-runner";
import { createRejectHeldSpamJob } from "../server/moderation/reject-held-spam-job";
import { insertNotice, seeded } from "../server/test/factories";
import { validFields } from "../server/test/notice-posting-requests";
import { LOCATIONS } from "../common/locations";
import { auditLog, notices, noticeSignals } from "../server/db/schema";
import type { AuditActor } from "../server/audit/audit-repository";
import type { MailMessage, MailTransport } from "../server/mail/mail-transport";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const DAYS = option("days", 7);
const PER_DAY = option("per-day", 1500);
const rand = seeded(option("seed", 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const chance = (p: number) => rand() < p;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const START = new Date("2026-06-01T00:00:00Z");
/**
 * Of the good posts, the share from people who have posted before (a settled county board, as on Freegle, hears mostly
 * from its regulars); 90% of them have the approved notices that make them trusted when the week starts.
 */
const RETURNING_SHARE = 0.83;
const TRUSTED_SHARE = 0.9;
const MODERATOR: AuditActor = { adminId: null, username: "bench-moderator" };

/* ---- Text: varied enough that two people's notices rarely read alike ---- */

// prettier-ignore
const ADJ = ["old", "sturdy", "vintage", "small", "large", "handmade", "barely used", "antique", "modern", "folding", "rustic", "painted", "solid", "electric", "child's", "retro", "spare", "lightweight", "heavy duty", "reclaimed"];
// prettier-ignore
const MATERIAL = ["oak", "pine", "walnut", "steel", "cast iron", "wicker", "leather", "teak", "bamboo", "brass", "velvet", "ceramic", "glass", "copper", "elm", "beech"];
// prettier-ignore
const OBJECT = ["table", "wardrobe", "bench", "bookcase", "rocking chair", "chest of drawers", "bike", "lawnmower", "sofa", "desk", "mirror", "bed frame", "garden planter", "coffee table", "dresser", "sideboard", "log store", "high chair", "trunk", "kitchen dresser", "lamp", "cot", "rug", "wheelbarrow", "ladder", "saddle", "piano stool", "toolbox", "workbench", "hen house"];
// prettier-ignore
const NAMES = ["Margaret", "Dave", "Priya", "Tom", "Eleri", "Gareth", "Sian", "Kwame", "Joan", "Rhys", "Beth", "Olek", "Fatima", "Stuart", "Nia", "Ian", "Chloe", "Bryn", "Hannah", "Lewis"];
// prettier-ignore
const SENTENCES = [
  "It came from {name}'s house when she moved to {town}.",
  "Measures roughly {n} by {m} centimetres, so check your doorway.",
  "A few marks on the {side} but nothing a polish won't fix.",
  "We bought it {n} years ago and it has been lovely.",
  "Collection from near the {place} in {town}, weekday evenings best.",
  "Happy to hold it until {day} if you ask nicely.",
  "{name} says it still works perfectly, tested on {day}.",
  "Would suit a cottage or a {room}.",
  "Downsizing so everything must go before {day}.",
  "Fits in the back of an estate car with the seats down.",
  "No offers on the first {n} days please.",
  "Comes with the original {extra}.",
  "Smells faintly of {smell}, which some people like.",
  "The {colour} paint is original and only slightly faded.",
  "I can help load it but bring a friend for the stairs.",
  "Ask for {name} at the {place} if I am out.",
  "It has lived in the {room} since {year}.",
  "Perfect for a first flat or a student in {town}.",
];
// prettier-ignore
const FILL: Record<string, readonly string[]> = {
  side: ["left side", "top", "back panel", "legs", "drawer fronts"], place: ["church", "post office", "school gates", "Co-op", "garage", "bridge", "bus stop", "leisure centre"],
  day: ["Friday", "Saturday", "Sunday", "Monday", "the bank holiday", "half term"], room: ["conservatory", "spare room", "porch", "study", "utility room", "loft"],
  extra: ["receipt", "manual", "box", "spare key", "cover", "fixings"], smell: ["lavender", "woodsmoke", "beeswax", "old books"],
  colour: ["green", "cream", "blue", "red", "grey"], name: NAMES,
};
const townName = (t: string) => t.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

function fillIn(template: string, town: string): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "town") return townName(town);
    if (key === "n") return String(between(2, 90));
    if (key === "m") return String(between(20, 200));
    if (key === "year") return String(between(1975, 2024));
    return pick(FILL[key]);
  });
}

// prettier-ignore
const DETAILS = [...ADJ, ...MATERIAL, ...OBJECT, ...NAMES, ...Object.values(FILL).flat(), "hinges", "castors", "varnish", "drawer", "handles", "cushions", "frame", "wheels", "chain", "seat", "cover", "strap", "blade", "shelf", "lid", "base", "knobs", "glaze", "pattern", "stitching"];

/** A notice as a person writes it: a couple of common phrases around details of their own. */
function goodText(town: string) {
  const thing = `${pick(ADJ)} ${pick(MATERIAL)} ${pick(OBJECT)}`;
  const title = `${thing[0].toUpperCase()}${thing.slice(1)} in ${townName(town)}`;
  const lines = new Set<string>();
  while (lines.size < 2) lines.add(fillIn(pick(SENTENCES), town));
  const own = Array.from({ length: between(8, 14) }, () => pick(DETAILS)).join(", ");
  return { title, description: `${[...lines].join(" ")} Details: ${own}.` };
}

// prettier-ignore
const SPAM_OFFERS = ["Cheap loans approved in minutes", "Earn 500 pounds a day from home", "Replica watches and handbags", "Crypto trading signals that never lose", "Followers and likes for your page", "Discount medication without prescription", "Casino bonus codes free spins", "Essay writing service guaranteed grades", "Cheap flights and visa help", "Forex mentor doubles your money"];
const SPAM_LINK = () =>
  `https://${pick(["deal", "promo", "win", "cash", "best"])}${between(1, 999)}.example/${between(1000, 9999)}`;
const PHONE = () => `07700 9${between(10000, 99999)}`;

/* ---- The simulated people ---- */

type Truth = "good" | "spam";
interface Poster {
  email: string;
  ip: string;
  town: string;
  /** The poster's own usual notice, sometimes posted again (a near-duplicate of their own). */
  usual?: { title: string; description: string };
}
interface Planned {
  at: number;
  truth: Truth;
  kind: "returning" | "new" | "link_spam" | "campaign" | "burst" | "block_word";
  poster: Poster;
  fields: Record<string, string>;
  confirmAfter: number;
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const newPoster = (prefix: string): Poster => ({
  email: `${prefix}${ipCounter + 1}@example.org`,
  ip: nextIp(),
  town: pick(LOCATIONS),
});

/** A posting time on day `d`: mostly from 07:00 to 23:00, a few at night. */
const timeOn = (d: number) =>
  START.getTime() + d * DAY + (chance(0.95) ? between(7 * 60, 23 * 60 - 1) : between(0, 7 * 60 - 1)) * MINUTE;

function goodFields(poster: Poster, extras: { link: number; phone: number; repeat: number }) {
  const text = poster.usual && chance(extras.repeat) ? poster.usual : goodText(poster.town);
  let description = text.description;
  if (chance(extras.link))
    description += ` More photos at https://photos.example/${poster.email.split("@")[0]}`;
  if (chance(extras.phone)) description += ` Text me on ${PHONE()}.`;
  return validFields({
    title: text.title,
    description,
    category: "items_for_sale",
    location: poster.town,
    price: String(between(5, 400)),
    contactEmail: poster.email,
  });
}

const spamFields = (poster: Poster, title: string, description: string) =>
  validFields({
    title,
    description,
    category: "services",
    location: poster.town,
    price: "",
    contactEmail: poster.email,
  });

function planWeek(returning: Poster[], learners: Poster[]): Planned[] {
  const plan: Planned[] = [];
  const confirmAfter = () => between(1, 25) * MINUTE;
  for (let d = 0; d < DAYS; d += 1) {
    const spamBudget = Math.round(PER_DAY * 0.1);
    let spam = 0;
    while (spam < spamBudget) {
      const roll = rand();
      if (roll < 0.4) {
        const poster = newPoster("offer");
        const description = `${pick(SPAM_OFFERS)}. Visit ${SPAM_LINK()} or call ${PHONE()} today.`;
        plan.push({
          at: timeOn(d),
          truth: "spam",
          kind: "link_spam",
          poster,
          confirmAfter: confirmAfter(),
          fields: spamFields(poster, pick(SPAM_OFFERS), description),
        });
        spam += 1;
      } else if (roll < 0.7) {
        // One text from many addresses over a few hours.
        const offer = pick(SPAM_OFFERS);
        const text = `${offer}. No experience needed, reply for details. Limited places this week only, ${PHONE()}.`;
        const start = timeOn(d);
        const copies = Math.min(between(10, 25), spamBudget - spam);
        for (let c = 0; c < copies; c += 1) {
          const poster = newPoster("campaign");
          plan.push({
            at: start + between(0, 6 * 60) * MINUTE,
            truth: "spam",
            kind: "campaign",
            poster,
            confirmAfter: confirmAfter(),
            fields: spamFields(poster, offer, text),
          });
        }
        spam += copies;
      } else if (roll < 0.9) {
        // One address, several different adverts within a quarter of an hour.
        const poster = newPoster("burst");
        const start = timeOn(d);
        const n = Math.min(between(3, 5), spamBudget - spam);
        for (let c = 0; c < n; c += 1) {
          const offer = pick(SPAM_OFFERS);
          plan.push({
            at: start + c * between(1, 4) * MINUTE,
            truth: "spam",
            kind: "burst",
            poster,
            confirmAfter: between(1, 3) * MINUTE,
            fields: spamFields(
              poster,
              `${offer} ${c + 1}`,
              `${offer}. Message ${PHONE()} for the price list, ${pick(NAMES)} answers fast.`,
            ),
          });
        }
        spam += n;
      } else {
        const poster = newPoster("blocked");
        plan.push({
          at: timeOn(d),
          truth: "spam",
          kind: "block_word",
          poster,
          confirmAfter: confirmAfter(),
          fields: spamFields(poster, "Viagra and cialis delivered", `Discreet viagra delivery, ${PHONE()}.`),
        });
        spam += 1;
      }
    }
    for (let i = spam; i < PER_DAY; i += 1) {
      if (chance(RETURNING_SHARE)) {
        const poster = pick(returning);
        plan.push({
          at: timeOn(d),
          truth: "good",
          kind: "returning",
          poster,
          confirmAfter: confirmAfter(),
          fields: goodFields(poster, { link: 0.05, phone: 0.07, repeat: 0.04 }),
        });
      } else {
        // A new address, or one of the week's newcomers posting again.
        const poster = chance(0.35) ? pick(learners) : newPoster("new");
        plan.push({
          at: timeOn(d),
          truth: "good",
          kind: "new",
          poster,
          confirmAfter: confirmAfter(),
          fields: goodFields(poster, { link: 0.05, phone: 0.15, repeat: 0 }),
        });
      }
    }
  }
  return plan.sort((a, b) => a.at - b.at);
}

/* ---- The run ---- */

class NoMail implements MailTransport {
  async send(_message: MailMessage): Promise<void> {}
}

interface Outcome {
  truth: Truth;
  kind: Planned["kind"];
  trustedAtConfirm: boolean;
  confirmedAt?: number;
  liveAt?: number;
  byPerson: boolean;
  reachedQueue: boolean;
  heldAsSpam: boolean;
  automatic: boolean;
}

/** With DATABASE_URL: a new, empty database on that server (its user needs CREATEDB), dropped again at the end. */
async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nb_bench_moderation_${process.pid}`;
  const adminUrl = serverUrl.replace(/\/[^/]*$/, "/postgres");
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  return {
    url: serverUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

async function main() {
  const started = Date.now();
  const server = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : null;
  const database = server ? openPostgres(server.url) : openPglite(undefined);
  await database.migrate();
  await ensureCategories(database.db);
  const clock = new TestClock(START);
  const config = testConfig({ publicUrl: "http://127.0.0.1:3000" });
  const log = pino({ level: "silent" });
  const tokens = new Map<string, string>();
  const mail = new MailOutbox(database.db, new NoMail(), clock, log);
  // The verification link is read from the activation mail, as the poster would.
  const enqueue = mail.enqueue.bind(mail);
  mail.enqueue = async (executor, message, options) => {
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (token) tokens.set(message.to, token);
    return enqueue(executor, message, options);
  };
  // Nothing is sent: the outbox only keeps the rows (no sender runs in the simulation).
  mail.kick = () => {};
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    mail,
    log,
    images: undefined as never,
    uploadsDir: "",
  };
  await insertWatchWord(database.db, "viagra", "block", clock.now());
  await insertWatchWord(database.db, "casino", "flag", clock.now());

  // Returning posters: months of approved notices behind them (some not yet at the threshold).
  const returning: Poster[] = [];
  let seededId = 0;
  for (let i = 0; i < Math.max(200, Math.round(PER_DAY * 0.8)); i += 1) {
    const poster = newPoster("regular");
    poster.usual = goodText(poster.town);
    returning.push(poster);
    const approvals = chance(TRUSTED_SHARE) ? between(3, 12) : between(1, 2);
    const hash = await posterHash(database.db, poster.email, clock.now());
    for (let k = 0; k < approvals; k += 1) {
      seededId -= 1;
      await upsertPosterOutcome(database.db, {
        noticeId: seededId,
        posterHash: hash,
        outcome: "approved",
        decidedAt: new Date(START.getTime() - between(20, 170) * DAY),
      });
    }
  }
  // The board as it stood: live notices for price ranges, as the returning posters wrote them.
  for (const poster of returning.slice(0, 300)) {
    await insertNotice(database.db, {
      ...poster.usual!,
      category: "items_for_sale",
      price: between(5, 400),
      location: poster.town,
      contactEmail: poster.email,
      status: "active",
      createdAt: new Date(START.getTime() - between(31, 60) * DAY),
    });
  }
  const learners = Array.from({ length: Math.round(PER_DAY * 0.1) }, () => newPoster("learner"));

  const plan = planWeek(returning, learners);
  const outcomes = new Map<number, Outcome>();
  let refused = 0;
  const refusedByKind: Record<string, number> = {};

  type Event = { at: number; order: number; run: () => Promise<void> };
  const events: Event[] = [];
  let order = 0;
  for (const p of plan) {
    events.push({
      at: p.at,
      order: order++,
      run: async () => {
        try {
          const notice = await postNotice(ctx, { fields: p.fields, image: null, clientAddress: p.poster.ip });
          const token = tokens.get(p.poster.email)!;
          events.push({
            at: p.at + p.confirmAfter,
            order: order++,
            run: async () => {
              const trusted = await isTrustedPoster(database.db, p.poster.email, clock.now());
              await verifyNotice(ctx, token, p.poster.ip);
              const o: Outcome = {
                truth: p.truth,
                kind: p.kind,
                trustedAtConfirm: trusted,
                confirmedAt: clock.now().getTime(),
                byPerson: false,
                reachedQueue: false,
                heldAsSpam: false,
                automatic: false,
              };
              outcomes.set(notice.id, o);
            },
          });
        } catch {
          refused += 1;
          refusedByKind[p.kind] = (refusedByKind[p.kind] ?? 0) + 1;
        }
      },
    });
  }
  // The moderator: the queue every half hour from 08:00 to 22:00, the spam lane at 09:00 and 17:00.
  for (let d = 0; d < DAYS; d += 1) {
    for (let m = 8 * 60; m <= 22 * 60; m += 30)
      events.push({ at: START.getTime() + d * DAY + m * MINUTE, order: order++, run: () => workQueue() });
    for (const h of [9, 17])
      events.push({ at: START.getTime() + d * DAY + h * HOUR + 1, order: order++, run: () => checkLane() });
    for (let h = 0; h < 24; h += 1)
      events.push({ at: START.getTime() + d * DAY + h * HOUR + 2, order: order++, run: () => runLaneJob() });
  }

  async function workQueue() {
    for (;;) {
      const page = await getQueuePage(ctx, 0);
      const items = page.items.filter((i) => i.kind === "notice" && i.reason === "pending");
      const known = items.filter((i) => i.kind === "notice" && outcomes.has(i.notice.id));
      if (!known.length) return;
      for (const item of known) {
        if (item.kind !== "notice") continue;
        const o = outcomes.get(item.notice.id)!;
        o.byPerson = true;
        o.reachedQueue = true;
        if (o.truth === "good") {
          await approveNotice(ctx, item.notice.id, MODERATOR);
          o.liveAt = clock.now().getTime();
        } else await rejectNotice(ctx, item.notice.id, { reason: "spam", note: undefined }, MODERATOR);
      }
    }
  }
  async function checkLane() {
    const lane = await getSpamLane(ctx);
    for (const item of lane.items) {
      const o = outcomes.get(item.notice.id);
      if (!o || o.truth !== "good") continue;
      // A good notice caught by mistake: released, then approved from the queue.
      o.byPerson = true;
      await releaseFromSpamLane(ctx, item.notice.id, MODERATOR);
      await approveNotice(ctx, item.notice.id, MODERATOR);
      o.liveAt = clock.now().getTime();
    }
  }
  const laneJob = createRejectHeldSpamJob(ctx);
  async function runLaneJob() {
    await runJob(database.db, laneJob);
  }

  // Events run in time order; a confirmation is added as its post runs, so keep the list sorted as it grows.
  let done = 0;
  while (events.length) {
    events.sort((a, b) => b.at - a.at || b.order - a.order);
    const next = events.pop()!;
    clock.set(new Date(next.at));
    await next.run();
    done += 1;
    if (done % 500 === 0)
      process.stderr.write(`  ${done} events, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }

  // What became of each notice, read back from the database.
  const all = await database.db.select().from(notices);
  const heldIds = new Set(
    (await database.db.select().from(auditLog))
      .filter((r) => r.action === "spam_hold")
      .map((r) => r.targetId),
  );
  for (const n of all) {
    const o = outcomes.get(n.id);
    if (!o) continue;
    o.heldAsSpam = heldIds.has(n.id);
    if (n.approvedAt && !o.byPerson) {
      o.automatic = true;
      o.liveAt = n.approvedAt.getTime();
    }
  }

  const list = [...outcomes.values()];
  const spam = list.filter((o) => o.truth === "spam");
  const good = list.filter((o) => o.truth === "good");
  const spamPosted = plan.filter((p) => p.truth === "spam").length;
  const trustedTimes = list
    .filter((o) => o.truth === "good" && o.trustedAtConfirm && o.liveAt !== undefined)
    .map((o) => (o.liveAt! - o.confirmedAt!) / 1000)
    .sort((a, b) => a - b);
  const median = trustedTimes.length ? trustedTimes[Math.floor(trustedTimes.length / 2)] : NaN;
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  const row = (label: string, value: string, target: string, ok: boolean) =>
    console.log(`${label.padEnd(46)} ${value.padStart(18)}   ${target.padEnd(10)} ${ok ? "met" : "MISSED"}`);

  const needed = list.filter((o) => o.byPerson).length;
  const spamLive = spam.filter((o) => o.automatic || (o.liveAt !== undefined && !o.byPerson)).length;
  const spamQueue = spam.filter((o) => o.reachedQueue).length;
  const goodHeld = good.filter((o) => o.heldAsSpam).length;
  console.log(
    `\nbench:moderation: ${DAYS} day(s) at ${PER_DAY} posts a day, seed ${option("seed", 1)}; ${plan.length} posts, ${list.length} confirmed, ${refused} refused at posting (${Object.entries(
      refusedByKind,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}); ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  console.log(`${"measure".padEnd(46)} ${"value".padStart(18)}   ${"target".padEnd(10)}`);
  row(
    "notices that needed a person",
    `${pct(needed, list.length)} (${needed})`,
    "<= 35%",
    needed / list.length <= 0.35,
  );
  row("spam that went live", String(spamLive), "0", spamLive === 0);
  row(
    "spam that reached the queue (of spam posted)",
    `${pct(spamQueue, spamPosted)} (${spamQueue})`,
    "<= 5%",
    spamQueue / spamPosted <= 0.05,
  );
  row(
    "good notices held as likely spam",
    `${pct(goodHeld, good.length)} (${goodHeld})`,
    "<= 1%",
    goodHeld / good.length <= 0.01,
  );
  row(
    "median time to live, trusted posters",
    `${Number.isNaN(median) ? "-" : median.toFixed(0)} s`,
    "< 60 s",
    median < 60,
  );
  const auto = list.filter((o) => o.automatic).length;
  const byKind = (k: Planned["kind"]) => {
    const of = list.filter((o) => o.kind === k);
    return `${k}: ${of.length} confirmed, ${of.filter((o) => o.heldAsSpam).length} held, ${of.filter((o) => o.reachedQueue).length} queued, ${of.filter((o) => o.automatic).length} live at once`;
  };
  console.log(`\nlive without review: ${auto} (${pct(auto, list.length)}); by kind:`);
  for (const k of ["returning", "new", "link_spam", "campaign", "burst", "block_word"] as const)
    console.log(`  ${byKind(k)}`);
  // Why trusted posters' notices still went to a person: the signals stored at posting.
  const queuedTrusted = new Set(
    [...outcomes.entries()].filter(([, o]) => o.trustedAtConfirm && o.reachedQueue).map(([id]) => id),
  );
  const why: Record<string, number> = {};
  for (const r of await database.db.select().from(noticeSignals))
    if (queuedTrusted.has(r.noticeId))
      for (const kind of new Set((r.signals as { kind: string }[]).map((x) => x.kind)))
        why[kind] = (why[kind] ?? 0) + 1;
  console.log(
    `trusted posters' notices sent to a person: ${queuedTrusted.size} (${Object.entries(why)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
  );
  await database.close();
  await server?.drop();
}

await main();
