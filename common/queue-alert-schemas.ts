import { z } from "zod";
import { CATEGORIES } from "./categories";
import { LOCATIONS } from "./locations";
import { contactEmailSchema } from "./notice-schemas";

/** What a moderator hears about the review queue: nothing, a daily summary, or an alert when a notice waits too long. */
export const ALERT_MODES = ["none", "daily", "waiting"] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const ALERT_MODE_LABELS: Record<AlertMode, string> = {
  none: "No mail",
  daily: "A daily summary of the queue",
  waiting: "An alert when a notice has waited too long",
};

/** The wait, in hours, after which a notice raises an alert unless the moderator chooses another. */
export const DEFAULT_WAIT_HOURS = 12;
export const MAX_WAIT_HOURS = 168;

export const WAIT_HOURS_MESSAGE = `Choose a whole number of hours from 1 to ${MAX_WAIT_HOURS}`;

/**
 * `PUT /api/admin/alert-preferences` and the dashboard's panel: the signed-in person's choice. The address is needed
 * unless the choice is no mail; empty towns or categories mean the whole queue.
 */
export const AlertPreferencesSchema = z
  .object({
    mode: z.enum(ALERT_MODES),
    email: z.union([z.literal(""), contactEmailSchema]),
    waitHours: z
      .number({ error: WAIT_HOURS_MESSAGE })
      .int(WAIT_HOURS_MESSAGE)
      .min(1, WAIT_HOURS_MESSAGE)
      .max(MAX_WAIT_HOURS, WAIT_HOURS_MESSAGE),
    towns: z.array(z.enum(LOCATIONS)).max(LOCATIONS.length),
    categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length),
  })
  .refine((value) => value.mode === "none" || value.email !== "", {
    path: ["email"],
    message: "Please enter the email address for your alerts",
  });
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

/** The answer of both calls: the saved choice (or the defaults when none was saved). */
export const AlertPreferencesAnswerSchema = z.object({
  mode: z.enum(ALERT_MODES),
  email: z.string(),
  waitHours: z.number().int(),
  towns: z.array(z.string()),
  categories: z.array(z.string()),
});

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  mode: "none",
  email: "",
  waitHours: DEFAULT_WAIT_HOURS,
  towns: [],
  categories: [],
};
