import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./e2e-env";
import { unique, waitForMail } from "./fixtures";

export interface NoticeFields {
  title: string;
  description: string;
  category: string;
  location?: string;
  price?: string;
  eventDate?: string;
  eventVenue?: string;
  externalLink?: string;
  /** The poster's address; a unique one by default. */
  contactEmail?: string;
}

export interface LiveNotice {
  id: number;
  title: string;
  contactEmail: string;
}

/** A notice waiting for moderation: posted through POST /api/notices, then verified through its e-mailed link. */
export async function createVerifiedNotice(
  request: APIRequestContext,
  fields: NoticeFields,
): Promise<LiveNotice> {
  const contactEmail = fields.contactEmail ?? `${unique("poster-")}@example.org`;
  const posted = await request.post("/api/notices", {
    data: {
      location: "shrewsbury",
      price: "",
      eventDate: "",
      eventVenue: "",
      externalLink: "",
      ...fields,
      contactEmail,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  // A poster who posts again (a given address) has several activation mails: this notice's names its title.
  const mail = await waitForMail(
    contactEmail,
    fields.contactEmail ? (m) => m.text.includes(`"${fields.title}"`) : undefined,
  );
  const link = mail.links.find((l) => l.includes("/verify/"));
  expect(link, "verification link").toBeTruthy();
  const token = decodeURIComponent(link!.split("/verify/")[1]);
  const verified = await request.post("/api/notices/verify", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id, title: fields.title, contactEmail };
}

/**
 * A live notice made the way a real one is: posted, verified through the link in its e-mail, and approved by the
 * moderator through the admin API (cookies kept in `request`).
 */
export async function createLiveNotice(
  request: APIRequestContext,
  fields: NoticeFields,
): Promise<LiveNotice> {
  const [notice] = await createLiveNotices(request, [fields]);
  return notice;
}

/** Several live notices at once: posted and verified side by side, then approved by one moderator's sign-in. */
export async function createLiveNotices(
  request: APIRequestContext,
  fieldsList: NoticeFields[],
): Promise<LiveNotice[]> {
  const notices = await Promise.all(fieldsList.map((fields) => createVerifiedNotice(request, fields)));
  const headers = { origin: E2E_BASE_URL };
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN, headers });
  expect(login.status(), await login.text()).toBe(200);
  for (const notice of notices) {
    const approved = await request.patch(`/api/admin/notices/${notice.id}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return notices;
}
