import QRCode from "qrcode";
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

  it("renders the QR code of the notice's address in the server's HTML (no script needed), named for what it is", async () => {
    const notice = await insertNotice(t.db, { title: "Duck race on the Severn", category: "events" });
    const res = await t.app.inject({ method: "GET", url: `/poster/${notice.id}` });
    expect(res.statusCode).toBe(200);
    const svg = /<svg[^>]*aria-label="QR code for this notice&#x27;s page"[^>]*>[\s\S]*?<\/svg>/.exec(
      res.body,
    )?.[0];
    expect(svg, "an inline SVG QR code in the HTML").toBeDefined();
    expect(svg).toContain('role="img"');
    // Its dark modules are those of the notice's public address, and of no other.
    const address = `https://noticeboard.example/notice/${notice.id}/Duck-race-on-the-Severn`;
    const dark = (url: string) => {
      const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
      const cells: string[] = [];
      for (let y = 0; y < modules.size; y++) {
        for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) cells.push(`${x + 1},${y + 1}`);
      }
      return cells;
    };
    const drawn = [...svg!.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`);
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn).toEqual(dark(address));
    expect(drawn).not.toEqual(
      dark(`https://noticeboard.example/notice/${notice.id + 1}/Duck-race-on-the-Severn`),
    );
    // No <style> element in the body (the Nu checker's complaint): the print rules live in the stylesheet.
    expect(res.body.slice(res.body.indexOf("<body"))).not.toContain("<style");
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
