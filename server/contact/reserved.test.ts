import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { manage, postLiveNotice } from "../test/manage-requests";

const t = useTestApp();

const pageTokenIn = (text: string) => /\/conversation\/([A-Za-z0-9_-]{43})/.exec(text)![1];

describe("Reserved", () => {
  it("is set and undone from the manage page and the poster's conversation page; the notice stays listed and contactable", async () => {
    const posted = await postLiveNotice(t, { title: "Oak dining table" });
    const on = await manage(t, "POST", posted.manageToken, "/reserve");
    expect(on.statusCode).toBe(200);
    const reservedAt = on.json().reservedAt;
    expect(reservedAt).toBe(t.clock.now().toISOString());

    const page = (await t.app.inject({ method: "GET", url: `/api/notices/${posted.id}` })).json();
    expect(page.reservedAt).toBe(reservedAt);
    const list = (await t.app.inject({ method: "GET", url: "/api/notices" })).json();
    expect(list.data.find((n: { id: number }) => n.id === posted.id)?.reservedAt).toBe(reservedAt);

    t.mail.clear();
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "203.0.113.70",
      payload: {
        noticeId: posted.id,
        name: "Sam Hill",
        email: "sam@example.net",
        message: "Is it still free if the collection falls through?",
      },
    });
    expect(contact.statusCode).toBe(201);
    await t.deliverMail();
    const posterToken = pageTokenIn(t.mail.to(posted.email)[0].text);
    const visitorToken = pageTokenIn(t.mail.to("sam@example.net")[0].text);

    const off = await t.app.inject({ method: "DELETE", url: `/api/conversations/${posterToken}/reserve` });
    expect(off.statusCode).toBe(200);
    expect(off.json().notice.reservedAt).toBeNull();
    const visitorTry = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${visitorToken}/reserve`,
    });
    expect(visitorTry.statusCode).toBe(403);
    const again = await t.app.inject({ method: "POST", url: `/api/conversations/${posterToken}/reserve` });
    expect(again.json().notice.reservedAt).not.toBeNull();
    const undone = await manage(t, "DELETE", posted.manageToken, "/reserve");
    expect(undone.json().reservedAt).toBeNull();
    expect(
      (await t.app.inject({ method: "GET", url: `/api/notices/${posted.id}` })).json().reservedAt,
    ).toBeNull();
  });
});
