import type { Executor } from "../db/client";
import { SHIPPED_LISTS, type ScreenLists } from "./content-screen";
import { listScreenTerms } from "./screen-repository";

/** Where the board's own web address is allowed from: set once at start (server/app.ts) from PUBLIC_URL. */
let ownDomain: string | null = null;
export function setOwnDomain(publicUrl: string | undefined) {
  try {
    ownDomain = publicUrl ? new URL(publicUrl).hostname.replace(/^www\./, "") : null;
  } catch {
    ownDomain = null;
  }
}

/** The shipped lists as this board's moderators edited them (added phrases and domains, shipped phrases turned off). */
export async function readScreenLists(db: Executor): Promise<ScreenLists> {
  const terms = await listScreenTerms(db);
  const of = (kind: string) => terms.filter((t) => t.kind === kind).map((t) => t.term.toLowerCase());
  const off = new Set(of("off"));
  return {
    vocabulary: [
      ...SHIPPED_LISTS.vocabulary.filter((v) => !off.has(v.phrase)),
      ...of("spam").map((phrase) => ({ phrase, topic: "the moderators' list", weight: 5 })),
    ],
    innocentPhrases: [...SHIPPED_LISTS.innocentPhrases, ...of("innocent")],
    allowedDomains: [
      ...SHIPPED_LISTS.allowedDomains,
      ...of("allow_domain"),
      ...(ownDomain ? [ownDomain] : []),
    ],
  };
}
