import { describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

describe("GET /poster/{id}", () => {
  it("renders a live notice's poster with the public address (PUBLIC_URL), not the one it was opened at", async () => {
    const notice = await insertNotice(t.db, { title: "Duck race on the Severn", category: "events" });
    const res = await t.app.inject({
      method: "GET",
      url: `/poster/${notice.id}`,
      headers: { host: "10.0.0.5:3000" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Poster: Duck race on the Severn | Shropshire Noticeboard</title>");
    expect(res.body).toContain(`https://noticeboard.example/notice/${notice.id}/Duck-race-on-the-Severn`);
    // A print copy of the notice page: kept out of search results, which list the notice itself.
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain("10.0.0.5");
  });

  it("answers 404 with the not-found card for an unknown or non-public notice, as /notice/{id} does", async () => {
    const pending = await insertNotice(t.db, { title: "Waiting for a moderator", status: "pending" });
    for (const url of ["/poster/9999", `/poster/${pending.id}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("Notice not found");
      expect(res.body).not.toContain("Waiting for a moderator");
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });
});
