import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { NOTICE_OUTCOMES } from "../../common/notice-outcomes";
import { ALERT_MODES, DEFAULT_WAIT_HOURS } from "../../common/queue-alert-schemas";
import { REJECTION_REASONS } from "../../common/rejection-reasons";
import type { AdminRole } from "../../common/team-schemas";
import {
  COMMENT_STATUSES,
  DIGEST_DELIVERY_OUTCOMES,
  NOTICE_STATUSES,
  PAYMENT_STATUSES,
} from "../../common/statuses";

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
    status: text("status", { enum: NOTICE_STATUSES }).notNull().default("pending"),
    isFeatured: boolean("is_featured").notNull().default(false),
    featureDuration: integer("feature_duration").notNull().default(0),
    featuredUntil: timestamptz("featured_until"),
    eventDate: timestamptz("event_date"),
    externalLink: text("external_link"),
    viewCount: integer("view_count").notNull().default(0),
    verifiedAt: timestamptz("verified_at"),
    approvedAt: timestamptz("approved_at"),
    expiresAt: timestamptz("expires_at"),
    /** Set when the poster closes the notice (status `closed`): sold, found, filled or done. */
    outcome: text("outcome", { enum: NOTICE_OUTCOMES }),
    closedAt: timestamptz("closed_at"),
    /** Set while the poster marks the item Reserved (a collection is being arranged); it stays listed. */
    reservedAt: timestamptz("reserved_at"),
    /** Why the moderator rejected it (common/rejection-reasons.ts), and an optional note to the poster. */
    rejectionReason: text("rejection_reason", { enum: REJECTION_REASONS }),
    rejectionNote: text("rejection_note"),
    /** When the expiry reminder went out; cleared on renewal so the next expiry gets one too. */
    reminderSentAt: timestamptz("reminder_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the retention job blanked the poster's e-mail (contact_email is then ''), 90 days after the notice ended. */
    personalDataRemovedAt: timestamptz("personal_data_removed_at"),
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
    // A town's most viewed, also each town's branch of a list within miles (rowsOfList): the board's views index
    // filtered by town read 3,400 rows a town for a category's page 3 at 100,000 notices (issue 39).
    index("notices_active_location_views_idx")
      .on(t.location, t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
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
    index("notices_ended_with_poster_data_idx")
      .on(t.updatedAt)
      .where(sql`personal_data_removed_at is null and status in ('expired', 'rejected', 'closed')`),
    /** Posting's signals count the poster's other notices by e-mail (busy e-mail, new poster). */
    index("notices_contact_email_created_idx").on(t.contactEmail, t.createdAt),
    /** Posting's near-duplicate signal: pg_trgm's `%` over title and description (server/signals/). */
    index("notices_text_trgm_idx").using("gin", sql`(title || ' ' || description) gin_trgm_ops`),
  ],
);

/**
 * Who has already counted as a view of a notice today: a SHA-256 of the day's salt, address and user agent, never the
 * address itself. Rows and salts older than yesterday are deleted, after which no hash can be matched to anyone.
 */
export const noticeViews = pgTable(
  "notice_views",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.noticeId, t.visitorHash] })],
);

/** One random salt per day for notice_views, shared by every server. */
export const viewSalts = pgTable("view_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

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

/**
 * Manage links: one row per link mailed (every mail about a notice carries a fresh one, since only the SHA-256 is kept).
 * Revoking sets revokedAt on all of a notice's rows; deleting the notice deletes them.
 */
export const manageTokens = pgTable(
  "manage_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("manage_tokens_hash_idx").on(t.tokenHash),
    index("manage_tokens_notice_idx").on(t.noticeId),
  ],
);

/** "Delete my data" links: one hour, single use, SHA-256 only; the address they were asked for. */
export const myDataTokens = pgTable(
  "my_data_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("my_data_tokens_hash_idx").on(t.tokenHash),
    index("my_data_tokens_email_idx").on(t.email),
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
  (t) => [
    index("contact_messages_notice_idx").on(t.noticeId),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

/**
 * A two-way relay between a notice's poster and a visitor (issue 35): neither side ever sees the other's address. The
 * poster's address is the notice's; a notice deleted leaves the conversation ended (notice_id null).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    visitorName: text("visitor_name").notNull(),
    visitorEmail: text("visitor_email").notNull(),
    /** Reported by one side: nothing is delivered either way until a moderator resumes it. */
    reportedAt: timestamptz("reported_at"),
    reportReason: text("report_reason"),
    /** The side the report is about (the other side than the reporter's). */
    reportedSide: text("reported_side", { enum: ["poster", "visitor"] }),
    /** A moderator blocked this side: its messages are dropped without telling it. */
    blockedSide: text("blocked_side", { enum: ["poster", "visitor"] }),
    /** Ended with its notice (closed, expired, rejected, deleted); a notice no longer live ends it too. */
    endedAt: timestamptz("ended_at"),
    lastMessageAt: timestamptz("last_message_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_notice_idx").on(t.noticeId),
    index("conversations_last_message_idx").on(t.lastMessageAt),
  ],
);

/**
 * A side's secret links: each relayed mail carries fresh ones (only their SHA-256 hashes are kept, so a link cannot be
 * made again): `page` opens /conversation/{token}, `relay` is the local part of the side's Reply-To at RELAY_DOMAIN.
 */
export const conversationLinks = pgTable(
  "conversation_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    side: text("side", { enum: ["poster", "visitor"] }).notNull(),
    kind: text("kind", { enum: ["page", "relay"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_links_conversation_idx").on(t.conversationId)],
);

export const CONVERSATION_MESSAGE_STATUSES = ["delivered", "held", "paused", "dropped"] as const;

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    side: text("side", { enum: ["poster", "visitor"] }).notNull(),
    body: text("body").notNull(),
    /** SHA-256 of the sender's address (lower case) and of the normalised text: "the same text to several posters". */
    senderHash: text("sender_hash").notNull(),
    textHash: text("text_hash").notNull(),
    /** delivered; held by the screen; paused (the conversation was reported); dropped (the side was blocked). */
    status: text("status", { enum: CONVERSATION_MESSAGE_STATUSES }).notNull(),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    score: integer("score").notNull().default(0),
    deliveredAt: timestamptz("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.conversationId),
    index("conversation_messages_same_text_idx").on(t.senderHash, t.textHash, t.createdAt),
    index("conversation_messages_held_idx")
      .on(t.conversationId)
      .where(sql`status = 'held'`),
  ],
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
    status: text("status", { enum: COMMENT_STATUSES }).notNull().default("pending"),
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
  /** Base32 TOTP secret once two-factor sign-in is on; never sent to a browser after enrolment. */
  mfaSecret: text("mfa_secret"),
  mfaEnabledAt: timestamptz("mfa_enabled_at"),
  /** A secret offered by the dashboard's enrolment, waiting for its first code. */
  mfaPendingSecret: text("mfa_pending_secret"),
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
  mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
  /** HMAC key (hex) of this admin's known sign-in addresses, made at the first sign-in that remembers one. */
  addressKey: text("address_key"),
  /** `admin` (everything) or `moderator` (queue, notices, comments, contact messages, history): see ADMIN_ROLES. */
  role: text("role").$type<AdminRole>().notNull().default("admin"),
  /** Must set up two-factor sign-in before anything else (an invited account, or after a reset), as ADMIN_REQUIRE_MFA. */
  mfaRequired: boolean("mfa_required").notNull().default(false),
  /** The address an invitation was accepted from; null for an account made from the terminal. */
  email: text("email"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An invitation to join the team with a role: a 7-day single-use link whose token (256 bits) is stored only as its
 * SHA-256. Accepted, revoked (the person who sent it was removed) or expired, it opens nothing.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role").$type<AdminRole>().notNull(),
    invitedBy: integer("invited_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedBy: integer("accepted_by").references(() => admins.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [index("admin_invitations_invited_by_idx").on(t.invitedBy)],
);

/**
 * What each moderator (admin account) wants to hear about the review queue: `none`, a `daily` summary, or a `waiting`
 * alert when a notice has waited more than `wait_hours`; empty `towns`/`categories` mean the whole queue. A table of
 * its own, not admins columns: accounts and roles change elsewhere. `last_alert_at` keeps alerts to one an hour;
 * `summary_cursor` is the last daily slot served (or when the summary was chosen, so the first is the next slot).
 */
export const moderatorAlertPreferences = pgTable("moderator_alert_preferences", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  mode: text("mode", { enum: ALERT_MODES }).notNull().default("none"),
  /** Where this person's alerts go (admin accounts have no address of their own). */
  email: text("email"),
  waitHours: integer("wait_hours").notNull().default(DEFAULT_WAIT_HOURS),
  towns: text("towns")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  categories: text("categories")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastAlertAt: timestamptz("last_alert_at"),
  summaryCursor: timestamptz("summary_cursor"),
  updatedAt: updatedAt(),
});

/**
 * Addresses an admin signed in from (password and second factor), as an HMAC-SHA256 under the admin's address key,
 * never the address: a login from one of them is neither held back nor slowed down by strangers' failures. Forgotten
 * 180 days after the last sign-in from it.
 */
export const adminKnownAddresses = pgTable(
  "admin_known_addresses",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastSignInAt: timestamptz("last_sign_in_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.addressHash] })],
);

/** One-time recovery codes for two-factor sign-in, stored only as a SHA-256; a used code keeps its row, marked. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_hash_idx").on(t.adminId, t.codeHash)],
);

/**
 * A right password for an admin with two-factor sign-in: the half-done login waiting for its code, named by a
 * short-lived cookie (only its SHA-256 stored), with a cap on wrong codes.
 */
export const adminLoginChallenges = pgTable(
  "admin_login_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("admin_login_challenges_expires_idx").on(t.expiresAt)],
);

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

/**
 * A one-time link, mailed to an account's own address, that lets an account without a second factor (an admin reset
 * it) set one up: the only way besides the invitation, never a password sign-in (issue 34). 256 bits, stored as SHA-256.
 */
export const adminEnrolmentLinks = pgTable(
  "admin_enrolment_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("admin_enrolment_links_admin_idx").on(t.adminId)],
);

/**
 * Guesses per account (the username typed, lower-cased, whether or not it exists), shared by every app server: after
 * five attempts from clients without the account's device cookie, one more is let through per delay step and the rest
 * are refused before any password hash is computed (issue 34).
 */
export const adminLoginThrottles = pgTable("admin_login_throttles", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  /** No attempt from an unknown client is evaluated before this; null while the free attempts last. */
  nextAttemptAt: timestamptz("next_attempt_at"),
  lastAttemptAt: timestamptz("last_attempt_at").notNull(),
});

/**
 * OWASP's device cookies: a browser that signed in to an account holds a random token (only its SHA-256 here), and
 * keeps signing in while strangers' guesses are throttled.
 */
export const adminDevices = pgTable(
  "admin_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at").notNull(),
    /** Wrong passwords typed with this cookie; past the limit the cookie stops counting as known. */
    failures: integer("failures").notNull().default(0),
  },
  (t) => [index("admin_devices_admin_idx").on(t.adminId)],
);

/**
 * Newsletter subscribers (double opt-in). `confirmedAt` null: nothing but the confirmation mail is ever sent, and the row
 * is deleted 7 days after `createdAt`. `isActive` false: unsubscribed. Empty `locations`/`categories` mean all.
 * `digestCursor`: notices approved after it are new to this subscriber; each digest moves it to its slot time.
 */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    locations: text("locations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text("frequency").notNull().default("weekly"),
    confirmedAt: timestamptz("confirmed_at"),
    confirmationSentAt: timestamptz("confirmation_sent_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
    consentAt: timestamptz("consent_at"),
    consentSource: text("consent_source"),
    consentText: text("consent_text"),
    digestCursor: timestamptz("digest_cursor"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("email_subscribers_due_idx")
      .on(t.frequency, t.digestCursor)
      .where(sql`is_active and confirmed_at is not null`),
    index("email_subscribers_unconfirmed_idx")
      .on(t.createdAt)
      .where(sql`confirmed_at is null`),
  ],
);

/**
 * Secrets e-mailed to a subscriber, stored only as SHA-256: `confirm` (one, used once) and `manage` (a fresh one in each
 * mail, so links in older mails keep working; they open preferences and unsubscribe).
 */
export const subscriberTokens = pgTable(
  "subscriber_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => emailSubscribers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscriber_tokens_subscriber_idx").on(t.subscriberId, t.purpose)],
);

/**
 * Saved-search alerts (issue 21): an address's search (words, town, category) mailed hourly or at the daily digest's
 * 07:00 when new notices match it. Each alert is confirmed on its own (double opt-in: `confirmTokenHash`, used once);
 * `alertCursor` is how far its approved notices have been looked at.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => emailSubscribers.id, { onDelete: "cascade" }),
    search: text("search").notNull(),
    location: text("location"),
    category: text("category"),
    /** Miles around `location` the alert reaches (issue 39); null: the town alone. */
    within: integer("within"),
    frequency: text("frequency").notNull(),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmationSentAt: timestamptz("confirmation_sent_at"),
    confirmedAt: timestamptz("confirmed_at"),
    consentAt: timestamptz("consent_at").notNull(),
    consentSource: text("consent_source"),
    consentText: text("consent_text").notNull(),
    alertCursor: timestamptz("alert_cursor"),
    lastAlertAt: timestamptz("last_alert_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saved_searches_subscriber_idx").on(t.subscriberId),
    index("saved_searches_due_idx")
      .on(t.frequency, t.alertCursor)
      .where(sql`confirmed_at is not null`),
    index("saved_searches_unconfirmed_idx")
      .on(t.consentAt)
      .where(sql`confirmed_at is null`),
  ],
);

/** The notices an alert has mailed: the primary key is what keeps a notice from being sent twice. */
export const savedSearchNotices = pgTable(
  "saved_search_notices",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.noticeId] }),
    index("saved_search_notices_notice_idx").on(t.noticeId),
  ],
);

/** One row per digest slot (frequency + the 07:00 it belongs to) and its totals. */
export const digestRuns = pgTable(
  "digest_runs",
  {
    id: serial("id").primaryKey(),
    frequency: text("frequency").notNull(),
    slotAt: timestamptz("slot_at").notNull(),
    startedAt: timestamptz("started_at").notNull(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [uniqueIndex("digest_runs_slot_idx").on(t.frequency, t.slotAt)],
);

/** What a run did for one subscriber; the primary key is what stops a resumed run from sending a second copy. */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => digestRuns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => emailSubscribers.id, { onDelete: "cascade" }),
    outcome: text("outcome", { enum: DIGEST_DELIVERY_OUTCOMES }).notNull(),
    noticeCount: integer("notice_count").notNull().default(0),
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.subscriberId] })],
);

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
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("open"),
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
    /** 0 first (activation, contact, receipts: someone is waiting), then 1 (digests). */
    priority: integer("priority").notNull().default(0),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on digests. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * The process holding the row's lease while it sends ("host/pid/start time", mail/outbox-claimer.ts): a server
     * starting takes back a claim of a process that is gone instead of waiting the lease out.
     */
    claimedBy: text("claimed_by"),
    /** The sender's display name at MAIL_FROM's address ("Megan via Shropshire Noticeboard" on relayed mail). */
    fromName: text("from_name"),
  },
  (t) => [
    index("mail_outbox_due_priority_idx")
      .on(t.priority, t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    // The rows whose bodies (activation links, messages) are still kept: the clearing job's to-do lists.
    index("mail_outbox_sent_body_idx")
      .on(t.sentAt)
      .where(sql`sent_at is not null and text_body <> ''`),
    index("mail_outbox_failed_body_idx")
      .on(t.failedAt)
      .where(sql`failed_at is not null and text_body <> ''`),
  ],
);

/** Fixed-window counters shared by every server (posting, contact, comments, login, …); old windows are deleted. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

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

/**
 * A poster's edit of a live notice, waiting for the moderator (one per notice, a newer edit replaces it): the live
 * notice stays public as approved until the edit is approved (applied) or rejected (dropped). `imageChanged` says
 * whether `imageUrl` (a new upload, or null for "remove it") replaces the notice's image.
 */
export const noticeEdits = pgTable("notice_edits", {
  noticeId: integer("notice_id")
    .primaryKey()
    .references(() => notices.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  location: text("location").notNull(),
  price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
  eventDate: timestamptz("event_date"),
  eventVenue: text("event_venue"),
  externalLink: text("external_link"),
  imageChanged: boolean("image_changed").notNull().default(false),
  imageUrl: text("image_url"),
  createdAt: createdAt(),
});

/** Moderator-editable words: `block` refuses a notice at posting, `flag` marks it in the queue. */
export const watchWords = pgTable("watch_words", {
  id: serial("id").primaryKey(),
  word: text("word").notNull().unique(),
  kind: text("kind").notNull(),
  createdAt: createdAt(),
});

/**
 * The screen's lists as the board's moderators edited them (issue 36): `spam` adds a phrase to the spam vocabulary
 * (topic "moderators' list"), `innocent` a phrase whose words count for nothing, `allow_domain` a domain whose links
 * never count, `off` turns a shipped vocabulary phrase off.
 */
export const screenTerms = pgTable(
  "screen_terms",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("screen_terms_term_kind_idx").on(t.term, t.kind)],
);

/** The moderators' decisions the screen learns from: one per notice (the latest), or a message released or held. */
export const screenDecisions = pgTable(
  "screen_decisions",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** `spam` or `ham`. */
    label: text("label").notNull(),
    /** What decided it: approved, rejected_spam, released, removed_reported. */
    source: text("source").notNull(),
    decidedAt: timestamptz("decided_at").notNull(),
  },
  (t) => [
    uniqueIndex("screen_decisions_notice_idx").on(t.noticeId),
    index("screen_decisions_decided_idx").on(t.decidedAt),
  ],
);

/** The classifier trained from screen_decisions by the background job (one row, id 1). */
export const screenModel = pgTable("screen_model", {
  id: integer("id").primaryKey(),
  model: jsonb("model").notNull(),
  spamDecisions: integer("spam_decisions").notNull(),
  hamDecisions: integer("ham_decisions").notNull(),
  /** The newest decision id it was trained on: the job retrains when decisions changed. */
  decisionsVersion: text("decisions_version").notNull(),
  trainedAt: timestamptz("trained_at").notNull(),
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
    /** How many times these words found nothing within one flush of the buffer (search-miss-buffer.ts). */
    count: integer("count").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("search_misses_created_idx").on(t.createdAt)],
);

/**
 * Every word the notices' search column holds (triggers of migrations/0011 add them; none is ever removed): a
 * half-typed last search word is looked up here and asked of the full-text index as the whole words it begins, which
 * the index answers many times faster than a prefix (docs/decisions/0007-lists-at-scale.md).
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_prefix_idx").using("btree", t.word.op("text_pattern_ops")),
]);

/**
 * Settings an admin changes while the board runs, one JSON value per key (`backup.time`, `backup.keep`, and
 * `backup.last` = `{at, path, bytes}` of the last backup written).
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export type Notice = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
export type Comment = typeof comments.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type NoticeEdit = typeof noticeEdits.$inferSelect;
export type NewNoticeEdit = typeof noticeEdits.$inferInsert;

/**
 * Every word of the notices' title and description as written (the `simple` parser, lower case, accents kept), with
 * its accent-free form and its English stem (the lexeme notices.search holds): the board's own vocabulary, which
 * corrects a misspelt search word, completes a half-typed one from the words as written, and joins or splits compound
 * words (migrations/0015 fills it by trigger; none is ever removed).
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    word: text("word").primaryKey(),
    plain: text("plain").notNull(),
    lexeme: text("lexeme"),
  },
  (t) => [
    index("search_terms_plain_idx").using("btree", t.plain.op("text_pattern_ops")),
    index("search_terms_plain_length_idx").on(sql`length(${t.plain})`),
  ],
);

/**
 * The search thesaurus (server/search/thesaurus.txt and moderators' groups): words that mean the same, and narrower
 * words. A shipped group keeps its file key; a moderator's change makes it `moderator` (start-up then leaves it alone),
 * and a removed shipped group stays as a tombstone (`removed_at`) so the file does not bring it back.
 */
export const synonymGroups = pgTable(
  "synonym_groups",
  {
    id: serial("id").primaryKey(),
    terms: text("terms").array().notNull(),
    narrower: text("narrower")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text("source", { enum: ["shipped", "moderator"] }).notNull(),
    shippedKey: text("shipped_key").unique(),
    removedAt: timestamptz("removed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("synonym_groups_updated_idx").on(t.updatedAt)],
);

/**
 * What moderation decided about each verified notice, for trusted posters (server/moderation/trust-service.ts): one row
 * per notice (its latest outcome: `approved`, or `strike` for a rejection or a removal), keyed by a keyed hash of the
 * poster's e-mail address, never the address. No foreign key: the record outlives a deleted notice.
 */
export const posterOutcomes = pgTable(
  "poster_outcomes",
  {
    noticeId: integer("notice_id").primaryKey(),
    posterHash: text("poster_hash").notNull(),
    outcome: text("outcome", { enum: ["approved", "strike"] }).notNull(),
    decidedAt: timestamptz("decided_at").notNull(),
  },
  (t) => [index("poster_outcomes_poster_idx").on(t.posterHash, t.outcome, t.decidedAt)],
);

/**
 * The "Likely spam" lane: a confirmed notice whose spam score reached the threshold waits here (still `pending`, never
 * public, not in the review queue) until a moderator releases it or, after 7 days, it is rejected as spam.
 */
export const spamLane = pgTable(
  "spam_lane",
  {
    noticeId: integer("notice_id")
      .primaryKey()
      .references(() => notices.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    /** Why it is here: the spam signals that fired, each with its weight. */
    reasons: jsonb("reasons").notNull().default([]),
    heldAt: timestamptz("held_at").notNull(),
  },
  (t) => [index("spam_lane_held_idx").on(t.heldAt)],
);

/**
 * Learning from searches (issue 39): a search that found nothing (`missed`) followed in the same tab by a search whose
 * result was opened (`opened`), and how many tabs reported the pair. Counts only. From 3 tabs the pair is proposed in
 * the admin Synonyms panel; accepting makes a synonym group and deletes the row, dismissing keeps it quiet.
 */
export const searchFollows = pgTable(
  "search_follows",
  {
    id: serial("id").primaryKey(),
    missed: text("missed").notNull(),
    opened: text("opened").notNull(),
    tabs: integer("tabs").notNull().default(0),
    dismissedAt: timestamptz("dismissed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("search_follows_pair_unique").on(t.missed, t.opened)],
);
