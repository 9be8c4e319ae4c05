import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardImageUrl } from "../../common/image-urls";
import { DAY, HOUR } from "../clock";
import { notices, verificationTokens } from "../db/schema";
import { insertNotice } from "../test/factories";
import { runExclusive } from "../jobs/job-runner";
import { smallPng } from "../test/test-images";
import { useTestApp } from "../test/test-app";
import { createPurgeUnverifiedJob } from "./purge-unverified-job";
import { postNoticeForm, validFields, verificationLinkIn } from "../test/notice-posting-requests";

const t = useTestApp();

/** Posts a notice and answers its id and the token from the activation mail. */
async function postAndReadToken(overrides: Record<string, string> = {}) {
  const email = `poster-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await postNoticeForm(t, validFields({ contactEmail: email, ...overrides }));
  expect(res.statusCode).toBe(201);
  await t.deliverMail();
  const token = verificationLinkIn(t.mail.to(email)[0].text).split("/verify/")[1];
  return { id: res.json<{ id: number }>().id, token };
}

const verify = (token: unknown) =>
  t.app.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });

describe("POST /api/notices/verify", () => {
  it("verifies the notice: 200 {id, title}; it stays pending, now in the moderation queue", async () => {
    const { id, token } = await postAndReadToken({ title: "Walking boots size 9" });
    t.clock.advance(23 * HOUR);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, title: "Walking boots size 9", category: "items_for_sale" });
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row.status).toBe("pending");
    expect(row.verifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("answers 409 Already confirmed when the used link of a verified notice is opened again", async () => {
    const { token } = await postAndReadToken();
    expect((await verify(token)).statusCode).toBe(200);
    t.clock.advance(3 * DAY);
    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Already confirmed" });
  });

  it("verifies once when the link is opened twice at the same moment", async () => {
    const { token } = await postAndReadToken();
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses an unknown, empty or missing token with 400", async () => {
    await postAndReadToken();
    for (const token of ["no-such-token", "A".repeat(43), ""]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe("Invalid or already used verification link");
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/notices/verify", payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it("answers 410 once 24 hours have passed, and leaves the notice unverified", async () => {
    const { id, token } = await postAndReadToken();
    t.clock.advance(24 * HOUR);
    const res = await verify(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: "Verification link expired" });
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row.verifiedAt).toBeNull();
    const [stored] = await t.db.select().from(verificationTokens).where(eq(verificationTokens.noticeId, id));
    expect(stored.usedAt).toBeNull();
  });
});

describe("purge of unverified notices", () => {
  const runPurge = async () => {
    const job = createPurgeUnverifiedJob(t.app.ctx);
    const outcome = await runExclusive(t.db, job.lockKey, job.run);
    return outcome.ran ? outcome.result : undefined;
  };
  const exists = async (id: number) =>
    (await t.db.select().from(notices).where(eq(notices.id, id))).length === 1;

  it("deletes notices never verified 7 days after posting, with their image files; keeps verified ones", async () => {
    const withImage = await postNoticeForm(t, validFields(), {
      image: { bytes: await smallPng(), type: "image/png" },
    });
    const { id: unverifiedId, imageUrl } = withImage.json<{ id: number; imageUrl: string }>();
    const { id: verifiedId, token } = await postAndReadToken();
    expect((await verify(token)).statusCode).toBe(200);
    const old = await insertNotice(t.db, { createdAt: new Date(t.clock.now().getTime() - 30 * DAY) });
    const file = path.join(t.app.ctx.uploadsDir, imageUrl.replace("/uploads/", ""));
    expect(fs.existsSync(file)).toBe(true);

    t.clock.advance(7 * DAY - HOUR);
    expect(await runPurge()).toBe(0);
    expect(await exists(unverifiedId)).toBe(true);

    t.clock.advance(2 * HOUR);
    expect(await runPurge()).toBe(1);
    expect(await exists(unverifiedId)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    expect(
      fs.existsSync(path.join(t.app.ctx.uploadsDir, cardImageUrl(imageUrl).replace("/uploads/", ""))),
    ).toBe(false);
    expect(await exists(verifiedId)).toBe(true);
    expect(await exists(old.id)).toBe(true);
  });
});
