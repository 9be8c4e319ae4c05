import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

const ACTIVE = sql`status = 'active'`;

export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    eventVenue: text("event_venue"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    contactEmail: text("contact_email").notNull(),
    imageUrl: text("image_url"),
    status: text("status").notNull().default("pending"),
    isFeatured: boolean("is_featured").notNull().default(false),
    featureDuration: integer("feature_duration").notNull().default(0),
    featuredUntil: timestamptz("featured_until"),
    eventDate: timestamptz("event_date"),
    externalLink: text("external_link"),
    viewCount: integer("view_count").notNull().default(0),
    verifiedAt: timestamptz("verified_at"),
    approvedAt: timestamptz("approved_at"),
    expiresAt: timestamptz("expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    index("notices_search_idx").using("gin", t.search),
    index("notices_active_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(ACTIVE),
    index("notices_active_category_created_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(ACTIVE),
    index("notices_active_location_created_idx")
      .on(t.location, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(ACTIVE),
    index("notices_active_category_location_created_idx")
      .on(t.category, t.location, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(ACTIVE),
    index("notices_active_featured_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active' and is_featured`),
    index("notices_active_views_idx")
      .on(t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(ACTIVE),
    index("notices_active_category_price_idx").on(t.category, t.price, t.id).where(ACTIVE),
    index("notices_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("notices_active_expires_idx").on(t.expiresAt).where(ACTIVE),
    index("notices_featured_until_idx")
      .on(t.featuredUntil)
      .where(sql`featured_until is not null`),
    index("notices_unverified_created_idx")
      .on(t.createdAt)
      .where(sql`verified_at is null`),
  ],
);

/**
 * One row whose `version` goes up (at commit) whenever a notice changes in any column but its view count, or a comment
 * is added, moderated or deleted. Triggers in migrations/0001 and 0002 (a new notices column must join the list in
 * 0002's trigger); the public list cache keys on it.
 */
export const noticeListVersion = pgTable("notice_list_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verification_tokens_hash_idx").on(t.tokenHash),
    index("verification_tokens_notice_idx").on(t.noticeId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_notice_idx").on(t.noticeId)],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    content: text("content").notNull(),
    status: text("status").notNull().default("pending"),
    isReported: boolean("is_reported").notNull().default(false),
    reportReason: text("report_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_notice_status_created_idx").on(t.noticeId, t.status, t.createdAt),
    index("comments_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

export const admins = pgTable("admins", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's random value; the value itself is never stored. */
    idHash: text("id_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const emailSubscribers = pgTable("email_subscribers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    page: text("page").notNull(),
    category: text("category"),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt)],
);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  createdAt: createdAt(),
});

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    stripeSessionId: text("stripe_session_id").notNull().unique(),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    tier: text("tier"),
    days: integer("days").notNull(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    status: text("status").notNull().default("open"),
    fulfilledAt: timestamptz("fulfilled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_notice_idx").on(t.noticeId)],
);

/** Stripe event ids seen by the webhook: a replayed event is acknowledged and ignored. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    failedAt: timestamptz("failed_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

/** Fixed-window counters shared by every server (posting, contact, comments, login). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

/** A visitor's report of a notice: one per address (SHA-256 of it) per notice; three open ones hide the notice. */
export const noticeReports = pgTable(
  "notice_reports",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    reporterHash: text("reporter_hash").notNull(),
    reason: text("reason").notNull(),
    details: text("details").notNull(),
    createdAt: createdAt(),
    /** Set when the moderator decided (kept or removed the notice); resolved reports no longer count. */
    resolvedAt: timestamptz("resolved_at"),
  },
  (t) => [uniqueIndex("notice_reports_notice_reporter_idx").on(t.noticeId, t.reporterHash)],
);

/** Several reports of one comment, each kept (comments.report_reason holds only the latest, for the old table). */
export const commentReports = pgTable(
  "comment_reports",
  {
    id: serial("id").primaryKey(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    reporterHash: text("reporter_hash").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("comment_reports_comment_idx").on(t.commentId)],
);

/** Spam and duplicate signals of a notice, computed once at posting (common/queue-schemas.ts names the kinds). */
export const noticeSignals = pgTable(
  "notice_signals",
  {
    noticeId: integer("notice_id")
      .primaryKey()
      .references(() => notices.id, { onDelete: "cascade" }),
    signals: jsonb("signals").notNull().default([]),
    risk: integer("risk").notNull().default(0),
    /** SHA-256 of the poster's client address: counts posts per address without keeping the address. */
    posterAddressHash: text("poster_address_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("notice_signals_address_created_idx").on(t.posterAddressHash, t.createdAt)],
);

/** Moderator-editable words: `block` refuses a notice at posting, `flag` marks it in the queue. */
export const watchWords = pgTable("watch_words", {
  id: serial("id").primaryKey(),
  word: text("word").notNull().unique(),
  kind: text("kind").notNull(),
  createdAt: createdAt(),
});

/** Every moderation action and admin login, kept two years (server/audit/prune-audit-job.ts). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    /** Kept as text so the row still names who acted after the admin is removed. */
    adminUsername: text("admin_username"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: integer("target_id"),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);

/** Senders whose contact messages are no longer relayed; only a SHA-256 of the lower-cased address is kept. */
export const blockedSenders = pgTable("blocked_senders", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

/** The words of public list searches that found nothing (no address, no visitor id). */
export const searchMisses = pgTable(
  "search_misses",
  {
    id: serial("id").primaryKey(),
    words: text("words").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("search_misses_created_idx").on(t.createdAt)],
);

export type Notice = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
export type Comment = typeof comments.$inferSelect;
export type Payment = typeof payments.$inferSelect;
