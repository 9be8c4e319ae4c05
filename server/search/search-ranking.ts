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

const typedLexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

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
  const typed = slots.map((s) => s.typed.map(typedLexeme).join(" & ")).join(" & ");
  parts.push(
    sql`(case when to_tsvector('simple', n.title || ' ' || n.description) @@ ${typed}::tsquery then 1 else 0 end)`,
  );
  // Among equal scores, the more often and the nearer together the words themselves occur, the better (ts_rank of
  // the words and their half-typed completions, kept under 1).
  const match = matchText(slots, TIERS.prefix) ?? matchText(slots);
  if (match)
    parts.push(sql`(ts_rank(n.search, ${match}::tsquery) / (1 + ts_rank(n.search, ${match}::tsquery)))`);
  return sql.join(parts, sql` + `);
}
