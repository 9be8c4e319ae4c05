import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertComment, insertNotice } from "../test/factories";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  admin = await loginAsAdmin(t);
});

/** server-contract.md §2: `{message, errors?}` and nothing else (no Fastify `error`, `code` or `statusCode`). */
function expectContractShape(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.headers["content-type"], res.body).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.message, res.body).toBe("string");
  expect(
    Object.keys(body).filter((k) => k !== "message" && k !== "errors"),
    res.body,
  ).toEqual([]);
}

describe("Fastify's own failures", () => {
  it("answer the contract's {message} shape", async () => {
    const json = { "content-type": "application/json" };
    const cases = [
      { name: "bad JSON", status: 400, method: "POST", url: "/api/subscribe", headers: json, payload: "{" },
      { name: "empty JSON", status: 400, method: "POST", url: "/api/subscribe", headers: json, payload: "" },
      {
        name: "wrong content type",
        status: 415,
        method: "POST",
        url: "/api/subscribe",
        headers: { "content-type": "application/xml" },
        payload: "<email>a@b.org</email>",
      },
      {
        name: "unknown content type",
        status: 415,
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/x-nonsense" },
        payload: "x",
      },
      {
        name: "body too large",
        status: 413,
        method: "POST",
        url: "/api/subscribe",
        headers: json,
        payload: JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }),
      },
      { name: "malformed URL", status: 400, method: "GET", url: "/api/notices/%E0%A4%A" },
      { name: "malformed URL (page)", status: 400, method: "GET", url: "/notice/%E0%A4%A" },
      { name: "parameter too long", status: 404, method: "GET", url: `/api/notices/${"1".repeat(120)}` },
    ] as const;
    for (const { name, status, ...request } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBe(status);
      expectContractShape(res);
    }
  });
});

describe("a request HTTP cannot parse", () => {
  it("is answered in the contract's shape on the socket, then closed", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [head, body] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ message: "Bad request" });
  });
});

describe("unknown fields in a body", () => {
  it("are refused with 400 by the public routes and the admin routes alike", async () => {
    const notice = await insertNotice(t.db, { category: "discussion", price: null });
    const comment = await insertComment(t.db, notice.id);
    const publicOne = await t.app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "reader@example.org", isAdmin: true },
    });
    expect(publicOne.statusCode).toBe(400);
    expectContractShape(publicOne);

    const adminCalls = [
      {
        method: "PATCH",
        url: `/api/admin/notices/${notice.id}`,
        payload: { title: "A better title here", owner: 1 },
      },
      {
        method: "PATCH",
        url: `/api/admin/comments/${comment.id}`,
        payload: { status: "approved", isAdmin: true },
      },
      { method: "POST", url: "/api/admin/queue/undo", payload: { notices: [notice.id], everything: true } },
      { method: "POST", url: "/api/admin/watch-words", payload: { word: "casino", kind: "block", extra: 1 } },
      {
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "moderator", password: "x".repeat(9), a: 1 },
      },
    ] as const;
    for (const call of adminCalls) {
      const res = await t.app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expectContractShape(res);
    }
  });
});

describe("a method a path does not support", () => {
  it("answers 405 with Allow naming the methods it does, where an unknown path stays 404", async () => {
    const cases = [
      { method: "PUT", url: "/api/notices", allow: "GET, HEAD, POST" },
      { method: "DELETE", url: "/api/subscribe", allow: "POST" },
      { method: "POST", url: "/api/notices/12", allow: "GET, HEAD" },
      { method: "PUT", url: "/api/admin/notices/12", allow: "DELETE, GET, HEAD, PATCH" },
      { method: "POST", url: "/feed.xml?category=jobs", allow: "GET, HEAD" },
      { method: "DELETE", url: "/notice/3/event.ics", allow: "GET, HEAD" },
    ] as const;
    for (const { method, url, allow } of cases) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expectContractShape(res);
    }
    const unknown = await t.app.inject({ method: "PUT", url: "/api/no-such-thing" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Not found" });
  });
});
