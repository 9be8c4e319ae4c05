/**
 * Learning from the board's own searches (issue 39): pairs of a search that found nothing and the search, in the same
 * tab, whose result was opened. The browser pairs them (its tab id and missed search live in sessionStorage, 30
 * minutes) and reports each pair once; the server keeps only how many tabs did. A pair from PROPOSAL_TABS tabs is
 * proposed to moderators; accepting makes the two searches a synonym group, which answers from the next search on.
 */
import { PROPOSAL_TABS, SEARCH_TAB_TTL_MS } from "../../common/search-follow-limits";
import type { SearchFollowInput, SynonymProposal } from "../../common/search-follow-schemas";
import type { AppContext } from "../context";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { notFound } from "../errors";
import { termWords } from "./thesaurus";
import {
  countSearchFollow,
  deleteSearchFollow,
  dismissSearchFollow,
  findSearchFollow,
  listSearchFollowProposals,
} from "./search-follow-repository";
import { insertSynonymGroup, type SynonymGroupRow } from "./synonym-repository";

const NOT_FOUND = "Proposal not found";
/** At most this many tab and pair reports are remembered (in memory only) to count each tab once. */
const MAX_REMEMBERED = 10_000;

/** The tab and pair reports heard in the last 30 minutes, per database: a tab reporting again is not counted again. */
const heard = new WeakMap<object, Map<string, number>>();

function firstReport(ctx: AppContext, key: string, nowMs: number): boolean {
  const seen = heard.get(ctx.db) ?? new Map<string, number>();
  heard.set(ctx.db, seen);
  for (const [k, at] of seen) {
    if (nowMs - at < SEARCH_TAB_TTL_MS && seen.size < MAX_REMEMBERED) break;
    seen.delete(k);
  }
  if (seen.has(key)) return false;
  seen.set(key, nowMs);
  return true;
}

/** Counts a tab's pair (once per tab); searches that are the same words, or no words, are not a pair. */
export async function noteSearchFollow(ctx: AppContext, input: SearchFollowInput): Promise<void> {
  const missed = termWords(input.missed).join(" ");
  const opened = termWords(input.opened).join(" ");
  if (!missed || !opened || missed === opened) return;
  const now = ctx.clock.now();
  if (!firstReport(ctx, `${input.tab}\n${missed}\n${opened}`, now.getTime())) return;
  await countSearchFollow(ctx.db, missed, opened, now);
}

export async function listSynonymProposals(ctx: AppContext): Promise<SynonymProposal[]> {
  const rows = await listSearchFollowProposals(ctx.db, PROPOSAL_TABS);
  return rows.map((r) => ({ id: r.id, missed: r.missed, opened: r.opened, times: r.tabs }));
}

/** "Make them mean the same": the two searches become a moderator's synonym group (audited); the pair is gone. */
export async function acceptSynonymProposal(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<SynonymGroupRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const pair = await findSearchFollow(tx, id);
    if (!pair || pair.dismissedAt) throw notFound(NOT_FOUND);
    const group = { terms: [pair.missed, pair.opened], narrower: [] };
    const saved = await insertSynonymGroup(tx, group, now);
    await deleteSearchFollow(tx, id);
    await insertAudit(
      tx,
      actor,
      {
        action: "synonym_add",
        targetType: "synonym_group",
        targetId: saved.id,
        details: { ...group, from: "visitors' searches", times: pair.tabs },
      },
      now,
    );
    return saved;
  });
}

export async function dismissSynonymProposal(ctx: AppContext, id: number): Promise<void> {
  if (!(await dismissSearchFollow(ctx.db, id, ctx.clock.now()))) throw notFound(NOT_FOUND);
}
