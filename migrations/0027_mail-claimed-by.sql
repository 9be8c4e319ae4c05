-- Who holds an outbox row's lease ("host/pid/start time"): a server starting after a crash takes back the mail a
-- process that is gone had claimed, instead of waiting out the 5-minute lease.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;
