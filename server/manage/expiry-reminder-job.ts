import { DAY } from "../clock";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { Notice } from "../db/schema";
import type { Job } from "../jobs/job-runner";
import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";
import { formatDate } from "../../common/format";
import { noticePath } from "../../common/slug";
import { issueManageLink } from "../notices/manage-links";
import { claimNoticesDueReminder } from "../notices/notice-repository";
import { REMINDER_DAYS_BEFORE } from "./manage-rules";

export const REMINDER_SUBJECT = "Your notice expires soon: renew it in one click";

/** Three days before expiry: when it ends, and the manage link whose page offers Renew first. */
export function expiryReminderMail(config: Config, notice: Notice, manageUrl: string): MailMessage {
  return renderMail({
    to: notice.contactEmail,
    // A fixed subject: the title is the poster's text and stays out of headers where we can.
    subject: REMINDER_SUBJECT,
    paragraphs: [
      "Hello,",
      `Your notice "${notice.title}" on Shropshire Noticeboard will expire on ${formatDate(notice.expiresAt)}.`,
      "Still need it? Renew it and it stays on the board, counted afresh from the day you renew. If it has done its job, you can mark it as sold, found or filled instead, or delete it.",
    ],
    action: { label: "Renew or manage your notice", url: manageUrl },
    after: [
      `Your notice: ${config.publicUrl}${noticePath(notice.id, notice.title)}`,
      "If you do nothing, it will leave the board on its expiry date.",
    ],
  });
}

/** Job: mails each live notice's poster once, 3 days before it expires, in the job's transaction (advisory lock 1012). */
export function createExpiryReminderJob(ctx: AppContext): Job {
  return {
    name: "expiry-reminders",
    lockKey: 1020,
    run: async (tx) => {
      const now = ctx.clock.now();
      const due = await claimNoticesDueReminder(
        tx,
        now,
        new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY),
      );
      for (const notice of due) {
        const manageUrl = await issueManageLink(tx, ctx.config, notice.id, now);
        await ctx.mail.enqueue(tx, expiryReminderMail(ctx.config, notice, manageUrl));
      }
      if (due.length) ctx.mail.kick();
      return due.length;
    },
  };
}
