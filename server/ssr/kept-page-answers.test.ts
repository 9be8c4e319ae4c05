import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { notices } from "../db/schema";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";
import { trustOneProxy, visitorAddressOf } from "./kept-page-answers";

const t = useTestApp();

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP request on the listening app, bytes as they came (fetch would ask for and undo compression). */
async function ask(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const answered = () => t.app.keptPageAnswers.answered;
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe("kept pages answered before Fastify", () => {
  it("answer a page kept at this version with the very headers and bytes Fastify sent, in each encoding", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale", category: "items_for_sale" });
    const asked: Record<string, string>[] = [
      { "accept-encoding": "gzip, deflate, br" },
      { "accept-encoding": "gzip" },
      {},
    ];
    for (const headers of asked) {
      const before = answered();
      const first = await ask("/category/items_for_sale", headers);
      expect(answered(), "rendered and sent by Fastify").toBe(before);
      const second = await ask("/category/items_for_sale", headers);
      expect(answered(), "answered from memory").toBe(before + 1);
      expect(second.status).toBe(200);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
    }
    const br = await ask("/category/items_for_sale", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(brotliDecompressSync(br.body).toString()).toContain("Oak dining table for sale");
  });

  it("send the next request after a write to Fastify, which renders the page afresh", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale", category: "items_for_sale" });
    await ask("/");
    await ask("/");
    await insertNotice(t.db, { title: "Pine bookcase", category: "items_for_sale" });
    const before = answered();
    const after = await ask("/");
    expect(answered()).toBe(before);
    expect(after.body.toString()).toContain("Pine bookcase");
    await ask("/");
    expect(answered()).toBe(before + 1);
  });

  it("count each visit of a kept notice page as a view", async () => {
    const notice = await insertNotice(t.db, { title: "Oak dining table for sale" });
    const before = answered();
    for (let n = 0; n < 4; n++) expect((await ask(`/notice/${notice.id}`)).status).toBe(200);
    expect(answered()).toBe(before + 3);
    await t.storeViews();
    const [row] = await t.db.select({ n: notices.viewCount }).from(notices).where(eq(notices.id, notice.id));
    // Loopback visitors are not told apart (notice-visitors.ts): every view counts, the kept ones too.
    expect(row.n).toBe(4);
  });

  it("leave to Fastify a render seed, another encoding, another method, and an address with no kept page", async () => {
    await insertNotice(t.db, { title: "Oak dining table for sale", category: "items_for_sale" });
    await ask("/");
    await ask("/", { "accept-encoding": "deflate" });
    const before = answered();
    const seeded = await ask("/", { "x-render-seed": "0.25" });
    expect(seeded.status).toBe(200);
    const deflated = await ask("/", { "accept-encoding": "deflate" });
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect((await ask("/", {}, "HEAD")).status).toBe(200);
    expect((await ask("/?sort=oldest")).status).toBe(200);
    expect((await ask("/api/notices?page=1&limit=8")).status).toBe(200);
    expect(answered()).toBe(before);
  });
});

describe("the visitor's address", () => {
  it("is the one Fastify reads, behind a trusted proxy and without one", async () => {
    for (const trustProxy of [true, false]) {
      const app = Fastify({ trustProxy: trustProxy ? trustOneProxy : false });
      app.get("/", async (request) => ({ ip: request.ip, ours: visitorAddressOf(request.raw, trustProxy) }));
      for (const forwarded of [undefined, "203.0.113.7", "198.51.100.1, 203.0.113.7", " 203.0.113.9 "]) {
        const res = await app.inject({
          url: "/",
          remoteAddress: "10.0.0.2",
          headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
        });
        const { ip, ours } = res.json<{ ip: string; ours: string }>();
        expect(ours, `${trustProxy} ${forwarded}`).toBe(ip);
      }
      await app.close();
    }
  });
});
