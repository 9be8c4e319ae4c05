import type { Signal } from "../../common/queue-schemas";

export interface WatchWord {
  word: string;
  kind: string;
}

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** UK numbers as people type them: 07700 900123, +44 7700 900123, 01743 123456, (01743) 123 456. */
const PHONE = /(?:\+44\s?|\(?0)\d{2,4}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}\b/;
const MIN_LETTERS_FOR_CAPITALS = 20;
const CAPITALS_SHARE = 0.6;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The watch-list entries found in the text as whole words (case does not matter). */
export function findWatchWords(text: string, words: WatchWord[]): WatchWord[] {
  return words.filter((w) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w.word)}($|[^\\p{L}\\p{N}])`, "iu").test(text),
  );
}

/** What the text alone says: links, contact details in the text, flagged words, shouting. */
export function textSignals(title: string, description: string, watchWords: WatchWord[]): Signal[] {
  const text = `${title}\n${description}`;
  const signals: Signal[] = [];
  const links = text.match(LINK)?.length ?? 0;
  if (links > 2) signals.push({ kind: "links", label: `${links} links in the text` });
  else if (links > 0)
    signals.push({ kind: "links", label: links === 1 ? "A link in the text" : "2 links in the text" });
  const hasEmail = EMAIL.test(text);
  const hasPhone = PHONE.test(text);
  if (hasEmail || hasPhone) {
    const what =
      hasEmail && hasPhone ? "Phone number and e-mail" : hasEmail ? "E-mail address" : "Phone number";
    signals.push({ kind: "contact_in_text", label: `${what} in the text` });
  }
  for (const w of findWatchWords(
    text,
    watchWords.filter((w) => w.kind === "flag"),
  )) {
    signals.push({ kind: "watch_word", label: `Watch word: ${w.word}` });
  }
  // Links are lower case by habit: leave them out, or a shouted notice with links would pass.
  const letters = text.replace(LINK, "").replace(/[^\p{L}]/gu, "");
  const capitals = letters.replace(/[^\p{Lu}]/gu, "").length;
  if (letters.length >= MIN_LETTERS_FOR_CAPITALS && capitals / letters.length > CAPITALS_SHARE) {
    signals.push({ kind: "capitals", label: "Written in capitals" });
  }
  return signals;
}

const WEIGHTS: Record<Signal["kind"], number> = {
  near_duplicate: 3,
  busy_email: 2,
  busy_address: 2,
  new_poster: 1,
  links: 1,
  contact_in_text: 1,
  watch_word: 3,
  capitals: 1,
  price_outlier: 2,
  // Already weighed by the spam score; shown so the moderator reads why, not counted twice.
  spam_score: 0,
};

/** How risky a notice looks: the weighted sum of its signals (the queue orders reported items by it). */
export function riskOf(signals: Signal[]): number {
  return signals.reduce((sum, s) => sum + WEIGHTS[s.kind], 0);
}
