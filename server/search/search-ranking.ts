/**
 * How search matches are ranked (issue 21): each word (or phrase) of the search scores the best tier it matches — as typed or stemmed, half-typed, a synonym, a narrower or
 * broader word, a corrected typo — a little more in the title than in the description, and one more where the notice
 * has the words exactly as typed; the notice's score is the sum. A tier always outweighs the title bonus, so a word
 * found as typed in the description ranks above a synonym in the title. Among equal scores ts_rank (how often and how
 * near) decides, then the newest first.
 */
import { sql, type SQL } from "drizzle-orm";
import { formText, matchText, TIERS, type Slot } from "./search-interpretation";
import { namesTrade, TRADE_CATEGORIES } from "./trade-words";

const TIER_SCALE = 4;
const TITLE_BONUS = 2;
/**
 * A notice of a trade's categories (jobs, services) when a word names a trade ("plumber", "carer"): more than the title
 * and as-typed bonuses together, and than a half-typed match's step down from an exact one, so among notices sharing
 * the word's stem the plumber's own notice comes first; less than the step to a synonym, so the word itself still wins.
 */
const TRADE_BONUS = 6;

/** A PostgreSQL pattern for `word` as a whole word (`\m` and `\M` mark its start and end), anything but a letter or digit escaped. */
export const wholeWord = (word: string) => `\\m${word.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`)}\\M`;

/** The relevance of a notice row `n` for the slots of a search (higher is better). */
export function relevanceOf(slots: readonly Slot[]): SQL {
  const parts = slots.map((slot) => {
    const cases = [...slot.tiers]
      .sort(([a], [b]) => b - a)
      .flatMap(([weight, forms]) => {
        const any = forms.map((f) => formText(f)).join(" | ");
        const title = forms.map((f) => formText(f, true)).join(" | ");
        return [
          sql`when n.search @@ ${title}::tsquery then ${weight * TIER_SCALE + TITLE_BONUS}`,
          sql`when n.search @@ ${any}::tsquery then ${weight * TIER_SCALE}`,
        ];
      });
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  if (slots.some((slot) => namesTrade(slot.typed)))
    parts.push(
      sql`(case when n.category in (${sql.join(
        TRADE_CATEGORIES.map((c) => sql`${c}`),
        sql`, `,
      )}) then ${TRADE_BONUS} else 0 end)`,
    );
  // Every word as typed, a whole word of the title or description. Tested as a pattern: parsing the text into words
  // (to_tsvector) for each of the hundred candidates ranked was half the ranking's time at 100,000 notices.
  const text = sql`(n.title || ' ' || n.description)`;
  const asTyped = slots.flatMap((slot) => slot.typed).map((word) => sql`${text} ~* ${wholeWord(word)}`);
  if (asTyped.length) parts.push(sql`(case when ${sql.join(asTyped, sql` and `)} then 1 else 0 end)`);
  // Among equal scores, the more often and the nearer together the words themselves occur, the better (ts_rank of
  // the words and their half-typed completions, kept under 1).
  const match = matchText(slots, TIERS.prefix) ?? matchText(slots);
  if (match)
    parts.push(sql`(ts_rank(n.search, ${match}::tsquery) / (1 + ts_rank(n.search, ${match}::tsquery)))`);
  return sql.join(parts, sql` + `);
}
