import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { DAY } from "../clock";
import { openPostgres, type Database } from "../db/client";
import { insertNotice } from "./factories";
import { notices } from "../db/schema";
import { runExclusive } from "../jobs/job-runner";
import { createExpireNoticesJob } from "../notices/expire-notices-job";
import { postNoticeForm, validFields, verificationLinkIn } from "./notice-posting-requests";
import { photoJpeg } from "./test-images";
import { startFakeStripe, type FakeStripe } from "./fake-stripe-server";
import { createStripeClient } from "../payments/stripe-client";
import { TEST_STRIPE } from "./payment-test-app";
import { loginAsAdmin } from "./admin-session";
import { startLocalS3, type LocalS3 } from "./local-s3";
import { CapturedMail, createTestApp, type TestApp } from "./test-app";

/**
 * Two app servers on one PostgreSQL database and one bucket, as README's "Several servers" describes: each has its own
 * connection pool, list cache, image client and mail worker. PGlite is one process's database, so this runs on a
 * PostgreSQL server (CI runs the suite with DATABASE_URL).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)("two app servers on one database and one bucket", () => {
  let s3: LocalS3;
  let stripe: FakeStripe;
  let a: TestApp;
  let bDatabase: Database;
  let b: App;
  const mail = new CapturedMail();

  beforeAll(async () => {
    s3 = await startLocalS3();
    stripe = await startFakeStripe();
    a = await createTestApp({
      images: s3.store(),
      mailTransport: mail,
      config: {
        stripeSecretKey: TEST_STRIPE.secretKey,
        stripeWebhookSecret: TEST_STRIPE.webhookSecret,
        stripeApiBase: stripe.url,
      },
    });
    bDatabase = openPostgres(a.database.url!, 5);
    b = await buildApp({
      config: a.config,
      db: bDatabase.db,
      clock: a.clock,
      mailTransport: mail,
      images: s3.store(),
      logger: pino({ level: "silent" }),
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
    await stripe?.close();
    await s3?.close();
  });

  const listTitles = async (app: App) =>
    (await app.inject({ method: "GET", url: "/api/notices?limit=100" }))
      .json<{ data: { title: string }[] }>()
      .data.map((n) => n.title);

  it("posts on A, verifies and approves on B, lists on A at once, and serves the photo from B", async () => {
    expect(await listTitles(a.app)).toEqual([]); // A's list cache now holds the empty list
    const posted = await postNoticeForm(
      a,
      validFields({ title: "Two servers bike", contactEmail: "two@example.org" }),
      {
        image: { bytes: await photoJpeg(800, 600) },
      },
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const { id, imageUrl } = posted.json<{ id: number; imageUrl: string }>();

    await Promise.all([a.app.ctx.mail.deliverDue(), b.ctx.mail.deliverDue()]);
    const token = verificationLinkIn(mail.to("two@example.org")[0].text).split("/").pop()!;
    const verified = await b.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);

    const admin = await loginAsAdmin(a); // a session made on A …
    const approved = await b.inject({
      method: "PATCH",
      url: `/api/admin/notices/${id}/approve`,
      headers: admin.headers,
    }); // … works on B
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await listTitles(a.app)).toEqual(["Two servers bike"]);
    const photo = await b.inject({ method: "GET", url: imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });

  it("sends each mail once when both mail workers run at the same time", async () => {
    mail.clear();
    const onB = { ...a, app: b };
    for (let i = 0; i < 12; i++) {
      await postNoticeForm(i % 2 ? a : onB, validFields({ contactEmail: `m${i}@example.org` }));
    }
    await Promise.all([
      a.app.ctx.mail.deliverDue(),
      b.ctx.mail.deliverDue(),
      a.app.ctx.mail.deliverDue(),
      b.ctx.mail.deliverDue(),
    ]);
    await Promise.all([a.app.ctx.mail.deliverDue(), b.ctx.mail.deliverDue()]);
    const recipients = mail.sent.map((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `m${i}@example.org`).sort());
  });

  it("runs a job on one server only while the other holds it", async () => {
    const now = a.clock.now();
    await insertNotice(a.db, { status: "active", expiresAt: new Date(now.getTime() - DAY) });
    const job = createExpireNoticesJob(a.app.ctx);
    const slowly = (db: typeof a.db) =>
      runExclusive(db, job.lockKey, async (tx) => {
        const expired = await job.run(tx);
        await tx.execute(sql`select pg_sleep(0.3)`);
        return expired;
      });
    const outcomes = await Promise.all([slowly(a.db), slowly(bDatabase.db)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.find((o) => o.ran)).toMatchObject({ result: 1 });
  });

  it("features a notice once when the same paid webhook reaches both servers", async () => {
    const notice = await insertNotice(a.db, {
      status: "active",
      category: "items_for_sale",
      verifiedAt: a.clock.now(),
    });
    const checkout = await a.app.inject({
      method: "POST",
      url: "/api/payment/create-checkout-session",
      query: { noticeId: String(notice.id), featureDuration: "14" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = checkout.json<{ url: string }>().url.split("/").pop()!;
    stripe.pay(sessionId);
    const { line_items: _omitted, ...session } = stripe.sessions.get(sessionId)!;
    const signer = createStripeClient(a.config)!;
    // Distinct events for one session (Stripe retries, or both completion events), so only fulfilment can dedupe.
    const send = (app: App, n: number) => {
      const payload = JSON.stringify({
        id: `evt_two_servers_${n}`,
        object: "event",
        type: "checkout.session.completed",
        data: { object: session },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_STRIPE.webhookSecret,
      });
      return app.inject({
        method: "POST",
        url: "/api/payment/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    };
    const answers = await Promise.all([send(a.app, 1), send(b, 2), send(a.app, 3), send(b, 4)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [row] = await a.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row.isFeatured).toBe(true);
    expect(row.featuredUntil?.toISOString()).toBe(new Date(a.clock.now().getTime() + 14 * DAY).toISOString());
  });
});
