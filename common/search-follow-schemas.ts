import { z } from "zod";

/**
 * Learning from the board's own searches (issue 39): a search that found nothing, followed in the same browser tab by a
 * search whose result the visitor opened. The tab's id lives only in sessionStorage (never a cookie) and is dropped
 * after 30 minutes; the server keeps how many tabs reported each pair, nothing else.
 */
const SearchTextSchema = z.string().trim().toLowerCase().min(1).max(100);

/** POST /api/search-follows: the pair one tab saw (sent once per tab and pair). */
export const SearchFollowInputSchema = z
  .object({
    tab: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "A tab id is 8 to 64 letters, digits, - or _"),
    missed: SearchTextSchema,
    opened: SearchTextSchema,
  })
  .strict();
export type SearchFollowInput = z.infer<typeof SearchFollowInputSchema>;

/** A pair seen from at least PROPOSAL_TABS tabs, proposed in the admin Synonyms panel. */
export const SynonymProposalSchema = z.object({
  id: z.number(),
  missed: z.string(),
  opened: z.string(),
  /** How many tabs searched `missed`, found nothing, then opened a result of `opened`. */
  times: z.number(),
});
export type SynonymProposal = z.infer<typeof SynonymProposalSchema>;

export const SynonymProposalListSchema = z.object({ proposals: z.array(SynonymProposalSchema) });
