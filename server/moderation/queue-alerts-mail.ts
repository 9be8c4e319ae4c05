import { categoryLabel } from "../../common/categories";
import { locationLabel } from "../../common/locations";
import { hoursText } from "../../common/usual-wait";
import { HOUR } from "../clock";
import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";
import type { DuePerson, WaitingNotices } from "./queue-alerts-repository";

/** The review queue is the dashboard's first tab. */
export const queueUrl = (publicUrl: string) => `${publicUrl}/admin/dashboard`;

const waitedText = (verifiedAt: Date, now: Date) => {
  const hours = Math.floor((now.getTime() - verifiedAt.getTime()) / HOUR);
  return hours < 1 ? "less than an hour" : hoursText(hours);
};

const noticesText = (n: number) => (n === 1 ? "1 notice" : `${n} notices`);

/** "in Ludlow and Clun, Items for Sale": the person's scope, or the whole queue. */
function scopeText(person: DuePerson): string {
  const parts = [
    person.towns.map(locationLabel).join(", "),
    person.categories.map(categoryLabel).join(", "),
  ].filter(Boolean);
  return parts.length ? ` in your towns and categories (${parts.join("; ")})` : "";
}

function noticeLines(waiting: WaitingNotices, now: Date): string {
  const lines = waiting.oldest.map(
    (n) =>
      `- ${n.title} (${locationLabel(n.location)}, ${categoryLabel(n.category)}), waiting ${waitedText(n.verifiedAt, now)}`,
  );
  const more = waiting.total - waiting.oldest.length;
  if (more > 0) lines.push(`…and ${noticesText(more)} more.`);
  return lines.join("\n");
}

const settingsLine = (publicUrl: string, why: string) =>
  `${why} Change or stop these mails under "Queue alerts" on the dashboard: ${queueUrl(publicUrl)}`;

/** The alert: notices in the person's scope have waited more than their limit. */
export function waitingAlertMail(
  publicUrl: string,
  person: DuePerson,
  waiting: WaitingNotices,
  now: Date,
): MailMessage {
  const limit = hoursText(person.waitHours);
  return renderMail({
    to: person.email,
    subject: `Review queue: ${noticesText(waiting.total)} waiting more than ${limit}`,
    paragraphs: [
      `Hello ${person.username},`,
      `${noticesText(waiting.total)}${scopeText(person)} ${waiting.total === 1 ? "has" : "have"} waited more than ${limit} for review. Could you help?`,
      noticeLines(waiting, now),
    ],
    action: { label: "Open the review queue", url: queueUrl(publicUrl) },
    after: [
      settingsLine(
        publicUrl,
        `You chose an alert when a notice waits more than ${limit}; it comes at most once an hour, when another notice passes that limit.`,
      ),
    ],
  });
}

/** The daily summary: what waits in the person's scope this morning. */
export function dailySummaryMail(
  publicUrl: string,
  person: DuePerson,
  waiting: WaitingNotices,
  now: Date,
): MailMessage {
  return renderMail({
    to: person.email,
    subject: `Review queue: ${noticesText(waiting.total)} waiting this morning`,
    paragraphs: [
      `Hello ${person.username},`,
      `${noticesText(waiting.total)}${scopeText(person)} ${waiting.total === 1 ? "is" : "are"} waiting for review; the oldest has waited ${waitedText(waiting.oldest[0].verifiedAt, now)}.`,
      noticeLines(waiting, now),
    ],
    action: { label: "Open the review queue", url: queueUrl(publicUrl) },
    after: [
      settingsLine(
        publicUrl,
        "You chose a daily summary of the review queue, sent at 08:00 when notices wait.",
      ),
    ],
  });
}
