/**
 * Admin Assist-style rules (issue 36), both off by default: hold any notice from a new poster that carries a link, and
 * hold notices with words an admin chose. Kept in the settings table; a rule that fires is alone enough to hold.
 */
import type { Executor } from "../db/client";
import { findSetting, saveSetting } from "../db/settings-repository";
import { findWatchWords } from "./text-signals";

export interface AssistRules {
  holdNewPosterLinks: boolean;
  holdWords: string[];
}

export const DEFAULT_ASSIST_RULES: AssistRules = { holdNewPosterLinks: false, holdWords: [] };
const KEYS = { holdNewPosterLinks: "screen.hold_new_poster_links", holdWords: "screen.hold_words" } as const;

export async function readAssistRules(db: Executor): Promise<AssistRules> {
  const links = await findSetting(db, KEYS.holdNewPosterLinks);
  const words = await findSetting(db, KEYS.holdWords);
  return {
    holdNewPosterLinks: typeof links === "boolean" ? links : DEFAULT_ASSIST_RULES.holdNewPosterLinks,
    holdWords: Array.isArray(words) ? words.filter((w): w is string => typeof w === "string") : [],
  };
}

export async function saveAssistRules(db: Executor, rules: AssistRules, now: Date): Promise<AssistRules> {
  await saveSetting(db, KEYS.holdNewPosterLinks, rules.holdNewPosterLinks, now);
  await saveSetting(
    db,
    KEYS.holdWords,
    [...new Set(rules.holdWords.map((w) => w.trim()).filter(Boolean))],
    now,
  );
  return readAssistRules(db);
}

/** The rules that fire for a notice, each weighed `holdWeight` (the spam threshold: alone enough). */
export function assistReasons(
  rules: AssistRules,
  notice: { text: string; links: number; isNewPoster: boolean },
  holdWeight: number,
) {
  const reasons: { kind: "assist_rule"; label: string; weight: number }[] = [];
  if (rules.holdNewPosterLinks && notice.isNewPoster && notice.links > 0)
    reasons.push({ kind: "assist_rule", label: "Rule: hold links from new posters", weight: holdWeight });
  const words = findWatchWords(
    notice.text,
    rules.holdWords.map((word) => ({ word, kind: "hold" })),
  ).map((w) => w.word);
  if (words.length)
    reasons.push({
      kind: "assist_rule",
      label: `Rule: hold notices with ${words.join(", ")}`,
      weight: holdWeight,
    });
  return reasons;
}
