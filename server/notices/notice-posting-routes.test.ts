import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardImageUrl } from "../../common/image-urls";
import { mailOutbox, notices, verificationTokens } from "../db/schema";
import { jpegWithGps, pngOfAbout, smallPng } from "../test/test-images";
import { useTestApp } from "../test/test-app";
import { hashVerificationToken } from "./verification-tokens";
import {
  nextAddress,
  postNoticeForm,
  validFields,
  verificationLinkIn,
} from "../test/notice-posting-requests";

const t = useTestApp();

const MB = 1024 * 1024;
const uploadedFiles = () => fs.readdirSync(t.app.ctx.uploadsDir).sort();
const storedFile = (url: string) => path.join(t.app.ctx.uploadsDir, url.replace("/uploads/", ""));

describe("POST /api/notices", () => {
  it("creates a pending, unverified notice and answers 201 with the public notice only", async () => {
    const res = await postNoticeForm(t, validFields());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: "Raleigh hybrid bike, 21 gears",
      category: "items_for_sale",
      location: "wellington",
      price: 85,
      status: "pending",
      isFeatured: false,
      featureDuration: 0,
      imageUrl: null,
      eventDate: null,
      externalLink: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "category",
        "location",
        "eventVenue",
        "price",
        "imageUrl",
        "status",
        "isFeatured",
        "featureDuration",
        "eventDate",
        "externalLink",
        "viewCount",
        "createdAt",
        "expiresAt",
        "updatedAt",
        "reservedAt",
      ].sort(),
    );
    expect(res.body).not.toContain("poster@example.org");
    expect(res.body).not.toMatch(/contactEmail|token|verif/i);

    const [row] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.id, body.id as number));
    expect(row).toMatchObject({ status: "pending", verifiedAt: null, contactEmail: "poster@example.org" });
  });

  it("stores only the hash of a 24-hour token and mails the poster a link to /verify/<token>", async () => {
    const res = await postNoticeForm(t, validFields({ contactEmail: "ann@example.org" }));
    const id = res.json<{ id: number }>().id;
    expect(await t.deliverMail()).toBe(1);
    const [mail] = t.mail.to("ann@example.org");
    expect(mail.subject).toMatch(/confirm/i);
    const link = verificationLinkIn(mail.text);
    expect(link.startsWith("http://localhost:3000/verify/")).toBe(true);
    const token = link.split("/verify/")[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits in base64url
    expect(res.body).not.toContain(token);
    expect(mail.text).toContain("24 hours");
    expect(mail.html).toContain(link);

    const [stored] = await t.db.select().from(verificationTokens).where(eq(verificationTokens.noticeId, id));
    expect(stored.tokenHash).toBe(hashVerificationToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    expect(stored.usedAt).toBeNull();
  });

  it("drops fields that do not belong to the chosen category and never features at submission", async () => {
    const res = await postNoticeForm(
      t,
      validFields({
        category: "discussion",
        price: "12",
        eventDate: "2026-07-01",
        eventVenue: "Hall",
        externalLink: "https://example.org",
        isFeatured: "true",
        featureDuration: "365",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      price: null,
      eventDate: null,
      eventVenue: null,
      externalLink: null,
      isFeatured: false,
      featureDuration: 0,
    });
  });

  it("keeps an event's date, venue and link", async () => {
    const res = await postNoticeForm(
      t,
      validFields({
        category: "events",
        price: "",
        eventDate: "2026-07-04",
        eventVenue: "Ludlow Castle",
        externalLink: "https://example.org/tickets",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventDate: "2026-07-04T00:00:00.000Z",
      eventVenue: "Ludlow Castle",
      externalLink: "https://example.org/tickets",
    });
  });

  it('stores a link typed without its scheme ("www.example.com") as https://', async () => {
    const res = await postNoticeForm(
      t,
      validFields({ category: "services", externalLink: "www.example.com" }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ externalLink: "https://www.example.com" });
  });

  it("accepts a JSON body as well", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notices",
      payload: validFields(),
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("validation messages (product-spec.md §5)", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ["no category", { category: "" }, "category", "Please select a category"],
    ["an unknown category", { category: "community" }, "category", "Please select a category"],
    ["no location", { location: "" }, "location", "Please select a location"],
    ["an unknown location", { location: "atlantis" }, "location", "Please select a location"],
    ["a short title", { title: "Bike" }, "title", "Title must be at least 5 characters"],
    ["a blank title", { title: "        " }, "title", "Title must be at least 5 characters"],
    ["a long title", { title: "x".repeat(101) }, "title", "Title must be less than 100 characters"],
    [
      "a short description",
      { description: "Too short" },
      "description",
      "Description must be at least 20 characters",
    ],
    [
      "a long description",
      { description: "y".repeat(2001) },
      "description",
      "Description must be less than 2000 characters",
    ],
    ["a price that is not a number", { price: "cheap" }, "price", "Price must be a valid number"],
    ["a negative price", { price: "-5" }, "price", "Price must be a valid number"],
    ["an item for sale without a price", { price: "" }, "price", "Price is required for items for sale"],
    [
      "an event without a date",
      { category: "events", eventDate: "" },
      "eventDate",
      "Event date is required for events",
    ],
    [
      "an impossible date",
      { category: "events", eventDate: "2026-02-31" },
      "eventDate",
      "Please enter a valid date",
    ],
    ["a bad e-mail", { contactEmail: "not-an-email" }, "contactEmail", "Please enter a valid email address"],
    ["no e-mail", { contactEmail: "" }, "contactEmail", "Please enter a valid email address"],
    [
      "a link that is not a web address",
      { category: "jobs", externalLink: "see our page" },
      "externalLink",
      "Please enter a valid URL starting with http:// or https://",
    ],
    [
      "a javascript: link",
      { category: "services", externalLink: "javascript:alert(1)" },
      "externalLink",
      "Please enter a valid URL starting with http:// or https://",
    ],
  ];
  for (const [name, overrides, field, message] of cases) {
    it(`answers 400 for ${name}: "${message}"`, async () => {
      const res = await postNoticeForm(t, validFields(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    });
  }

  it("reports every field at once for an empty form", async () => {
    const empty = Object.fromEntries(Object.keys(validFields()).map((k) => [k, ""]));
    const res = await postNoticeForm(t, empty);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 20 characters",
      category: "Please select a category",
      location: "Please select a location",
      contactEmail: "Please enter a valid email address",
    });
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });

  it("reports a missing price together with other mistakes", async () => {
    const res = await postNoticeForm(t, validFields({ price: "", title: "Bike" }));
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      title: "Title must be at least 5 characters",
      price: "Price is required for items for sale",
    });
  });
});

describe("images", () => {
  it("stores a JPEG with EXIF GPS as an upright WebP with no metadata, served with long caching and nosniff", async () => {
    const res = await postNoticeForm(t, validFields(), { image: { bytes: await jpegWithGps(400, 200, 6) } });
    expect(res.statusCode).toBe(201);
    const imageUrl = res.json<{ imageUrl: string }>().imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
    const meta = await sharp(storedFile(imageUrl)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(storedFile(imageUrl)).includes(Buffer.from("TestPhone"))).toBe(false);

    const served = await t.app.inject({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/max-age=\d{7,}/);
    const card = await t.app.inject({ method: "GET", url: cardImageUrl(imageUrl) });
    expect(card.statusCode).toBe(200);
  });

  it("accepts a 4.9 MB photo", async () => {
    const bytes = await pngOfAbout(4.9 * MB);
    expect(bytes.length).toBeGreaterThan(4.8 * MB);
    expect(bytes.length).toBeLessThan(5 * MB);
    const res = await postNoticeForm(t, validFields(), {
      image: { bytes, type: "image/png", filename: "big.png" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ imageUrl: string | null }>().imageUrl).toMatch(/\.webp$/);
  });

  it("refuses an image over 5 MB with 413 and stores nothing", async () => {
    const bytes = await pngOfAbout(5.3 * MB);
    const before = uploadedFiles();
    expect(bytes.length).toBeGreaterThan(5 * MB);
    const res = await postNoticeForm(t, validFields(), { image: { bytes, type: "image/png" } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Image must be less than 5MB" });
    expect(await t.db.select().from(notices)).toHaveLength(0);
    expect(uploadedFiles()).toEqual(before);
  });

  it("refuses a file that is not an image by its bytes with 415, whatever its name and type say", async () => {
    const res = await postNoticeForm(t, validFields(), {
      image: {
        bytes: Buffer.from("<html><script>alert(1)</script></html>"),
        type: "image/jpeg",
        filename: "cat.jpg",
      },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: "Please upload a valid image (JPEG, PNG, WebP)" });
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });

  it("treats an empty file part as no image", async () => {
    const res = await postNoticeForm(t, validFields(), { image: { bytes: Buffer.alloc(0), filename: "" } });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ imageUrl: string | null }>().imageUrl).toBeNull();
  });
});

describe("odd bodies", () => {
  it("answers odd multipart and non-multipart bodies with a 4xx, never a 500", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validFields())) form.append(k, v);
    const png = new Blob([new Uint8Array(await smallPng())], { type: "image/png" });
    form.append("image", png, "a.png");
    form.append("image", png, "b.png");
    const twoFiles = new Response(form);
    const twoFilesBody = Buffer.from(await twoFiles.arrayBuffer());
    const boundary = /boundary=(.*)$/.exec(twoFiles.headers.get("content-type") ?? "")?.[1] ?? "";
    const bodies: { payload: string | Buffer; type: string }[] = [
      { payload: twoFilesBody, type: twoFiles.headers.get("content-type") ?? "" },
      { payload: twoFilesBody.subarray(0, 200), type: twoFiles.headers.get("content-type") ?? "" },
      { payload: twoFilesBody, type: "multipart/form-data; boundary=nope" },
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
      { payload: "title=Hello&description=World", type: "application/x-www-form-urlencoded" },
      { payload: "{not json", type: "application/json" },
      { payload: '"just a string"', type: "application/json" },
      { payload: "", type: "text/plain" },
    ];
    for (const [index, { payload, type }] of bodies.entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/notices",
        payload,
        headers: { "content-type": type },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, `${index} ${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${index} ${type}: ${res.body}`).toBeLessThan(500);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it("folds a lone LF or CR in a single-line field (title, venue) to a space; the description keeps its lines", async () => {
    const res = await postNoticeForm(
      t,
      validFields({
        category: "events",
        price: "",
        eventDate: "2026-08-01",
        title: "Quiz night\nBcc: everyone@example.com",
        eventVenue: "Village hall\rMain room\u2028upstairs",
        description: "First line of the description\nSecond line",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shown = res.json<{ id: number; title: string; eventVenue: string; description: string }>();
    expect(shown.title).toBe("Quiz night Bcc: everyone@example.com");
    expect(shown.eventVenue).toBe("Village hall Main room upstairs");
    expect(shown.description).toBe("First line of the description\nSecond line");
    const [row] = await t.db.select().from(notices).where(eq(notices.id, shown.id));
    expect([row.title, row.eventVenue]).toEqual([shown.title, shown.eventVenue]);
  });

  it("ignores a file sent under another name", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validFields())) form.append(k, v);
    form.append("photo", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "a.png");
    const response = new Response(form);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notices",
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { "content-type": response.headers.get("content-type") ?? "" },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ imageUrl: string | null }>().imageUrl).toBeNull();
  });
});

describe("abuse", () => {
  it("answers a filled honeypot with a plausible 201 but stores and sends nothing", async () => {
    const before = uploadedFiles();
    const res = await postNoticeForm(t, validFields({ website: "http://spam.example" }), {
      image: { bytes: await smallPng(), type: "image/png" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: "Raleigh hybrid bike, 21 gears", status: "pending" });
    expect(typeof res.json<{ id: number }>().id).toBe("number");
    expect(await t.db.select().from(notices)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    expect(uploadedFiles()).toEqual(before);
  });

  it("allows 5 posts an hour per address, then 429 with Retry-After until the hour has passed", async () => {
    const address = "192.0.2.7";
    for (let i = 0; i < 5; i++) {
      expect((await postNoticeForm(t, validFields(), { remoteAddress: address })).statusCode).toBe(201);
    }
    const refused = await postNoticeForm(t, validFields(), { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/try again later/);
    expect((await postNoticeForm(t, validFields(), { remoteAddress: "192.0.2.8" })).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await postNoticeForm(t, validFields(), { remoteAddress: address })).statusCode).toBe(201);
  });
});
