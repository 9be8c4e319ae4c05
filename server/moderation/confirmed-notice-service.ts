import type { AppContext } from "../context";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { approveNotice } from "./admin-notice-service";
import type { SignalKind } from "../../common/queue-schemas";
import type { SpamReason } from "../../common/moderation-lane-schemas";
import { appendPostingSignals, findPostingSignals } from "./spam-lane-repository";
import { holdIfLikelySpam } from "./spam-lane-service";
import { isTrustedPoster } from "./trust-service";
import { SYSTEM_ACTOR } from "../audit/audit-actor";

/**
 * Any of these at posting sends even a trusted poster's notice to a person (issue 23's list: a trusted shop posting
 * several notices a day from its one address is not stopped by `busy_email`; the client address is what counts).
 */
const TRUST_STOPPING_SIGNALS = new Set<SignalKind>([
  "links",
  "contact_in_text",
  "watch_word",
  "near_duplicate",
  "price_outlier",
  "busy_address",
]);

const SCREENED_KINDS = new Set(["content", "link_reputation", "learned", "assist_rule"]);

/**
 * A reason that sends even a trusted poster's notice to a person: any structural one but "new poster"; of what the
 * screen read in the words, only what weighs 2 or more (one weak word, or a link to a site it does not know, does not).
 */
const stopsTrust = (r: SpamReason) =>
  r.kind !== "new_poster" && (SCREENED_KINDS.has(r.kind) ? r.weight >= 2 : true);

export type ConfirmedRoute = "spam_lane" | "live" | "queue";

/**
 * Where a notice goes once its poster confirmed it: the "Likely spam" lane when its signals add up past the spam
 * threshold; live at once (approved by the system, audited as automatic) when its poster is trusted and no signal
 * fired; otherwise the review queue, as before.
 */
export async function routeConfirmedNotice(ctx: AppContext, id: number): Promise<ConfirmedRoute> {
  const now = ctx.clock.now();
  const route = await ctx.db.transaction(async (tx): Promise<ConfirmedRoute> => {
    const notice = await findVerifiedNoticeForUpdate(tx, id);
    if (!notice || notice.status !== "pending") return "queue";
    const { held, assessment } = await holdIfLikelySpam(tx, notice, now);
    if (held) return "spam_lane";
    if (assessment.reasons.some(stopsTrust)) {
      // The queue card says every reason in words, not only the posting signals (a trusted poster held for a burst).
      const scoreReasons = assessment.reasons.filter((r) => r.kind !== "new_poster");
      await appendPostingSignals(
        tx,
        id,
        scoreReasons.map((r) => ({ kind: "spam_score", label: `Spam score: ${r.label} (+${r.weight})` })),
      );
      return "queue";
    }
    const { signals } = await findPostingSignals(tx, id);
    if (signals.some((s) => TRUST_STOPPING_SIGNALS.has(s.kind))) return "queue";
    return (await isTrustedPoster(tx, notice.contactEmail, now)) ? "live" : "queue";
  });
  if (route === "live") await approveNotice(ctx, id, SYSTEM_ACTOR, { automatic: true });
  return route;
}
