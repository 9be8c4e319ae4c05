/**
 * A small multinomial naive Bayes over words, word pairs and character 4-grams (issue 36's "learning from decisions"):
 * trained on the board's own decisions, it answers the log-odds that a text is spam and the features that weighed
 * most. Ours rather than a library's: about a hundred lines, serialisable as plain JSON for the screen_model row.
 */
import { normaliseText, words } from "./screen-text";

export type Label = "spam" | "ham";

export interface BayesModel {
  docs: Record<Label, number>;
  /** Feature counts per class. */
  counts: Record<Label, Record<string, number>>;
  totals: Record<Label, number>;
}

/** Features kept in a stored model (the commonest): bounds its size on a busy board. */
export const MAX_FEATURES = 20_000;

const STOP = new Set(
  "a an the and or but to of in on at for is it its this that i you we he she they be are was were with as by from my your our me us if so do not".split(
    " ",
  ),
);

/** Words (without the commonest), adjacent word pairs, and 4-letter pieces of longer words ("c:pays"). */
export function features(text: string): string[] {
  const all = words(normaliseText(text));
  const kept = all.filter((w) => !STOP.has(w));
  const out = kept.map((w) => `w:${w}`);
  for (let i = 0; i + 1 < all.length; i++) out.push(`b:${all[i]} ${all[i + 1]}`);
  for (const w of kept) {
    if (w.length < 5) continue;
    for (let i = 0; i + 4 <= w.length; i++) out.push(`c:${w.slice(i, i + 4)}`);
  }
  return out;
}

export function emptyModel(): BayesModel {
  return { docs: { spam: 0, ham: 0 }, counts: { spam: {}, ham: {} }, totals: { spam: 0, ham: 0 } };
}

/** A model trained from labelled texts (each text's features counted once: Bernoulli-like, robust to repetition). */
export function train(examples: { text: string; label: Label }[]): BayesModel {
  const model = emptyModel();
  for (const { text, label } of examples) {
    model.docs[label] += 1;
    for (const f of new Set(features(text))) {
      model.counts[label][f] = (model.counts[label][f] ?? 0) + 1;
      model.totals[label] += 1;
    }
  }
  return prune(model);
}

function prune(model: BayesModel): BayesModel {
  const all = new Set([...Object.keys(model.counts.spam), ...Object.keys(model.counts.ham)]);
  if (all.size <= MAX_FEATURES) return model;
  const ranked = [...all]
    .map((f) => [f, (model.counts.spam[f] ?? 0) + (model.counts.ham[f] ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_FEATURES);
  const kept = emptyModel();
  kept.docs = { ...model.docs };
  for (const [f] of ranked)
    for (const label of ["spam", "ham"] as const) {
      const n = model.counts[label][f];
      if (n) {
        kept.counts[label][f] = n;
        kept.totals[label] += n;
      }
    }
  return kept;
}

/** How much one feature says spam (positive) or ham (negative): its log likelihood ratio, Laplace-smoothed. */
function featureWeight(model: BayesModel, f: string, vocabulary: number): number {
  const spam = ((model.counts.spam[f] ?? 0) + 1) / (model.totals.spam + vocabulary);
  const ham = ((model.counts.ham[f] ?? 0) + 1) / (model.totals.ham + vocabulary);
  return Math.log(spam / ham);
}

function vocabularySize(model: BayesModel): number {
  return new Set([...Object.keys(model.counts.spam), ...Object.keys(model.counts.ham)]).size || 1;
}

/** Only features the model has seen count: unseen ones say nothing either way. */
export function classify(model: BayesModel, text: string) {
  const vocabulary = vocabularySize(model);
  const prior = Math.log((model.docs.spam + 1) / (model.docs.ham + 1));
  const contributions = new Map<string, number>();
  for (const f of new Set(features(text))) {
    if (model.counts.spam[f] === undefined && model.counts.ham[f] === undefined) continue;
    contributions.set(f, featureWeight(model, f, vocabulary));
  }
  // Features are far from independent (a word and its 4-grams): the evidence is averaged per word-sized piece, so a
  // long text is not pushed to either end by repetition alone.
  const evidence = [...contributions.values()].reduce((sum, w) => sum + w, 0);
  const logOdds = prior + evidence / Math.max(1, Math.sqrt(contributions.size));
  const top = [...contributions]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 5)
    .map(([feature, weight]) => ({ token: readable(feature), weight }));
  return { logOdds, top };
}

/** A feature as a moderator reads it: the word, the pair, or the piece of a word. */
export function readable(feature: string): string {
  const body = feature.slice(2);
  return feature.startsWith("c:") ? `…${body}…` : body;
}

/** The tokens (words and pairs) that most say spam and most say ham, with how many decisions showed them. */
export function topTokens(model: BayesModel, n: number) {
  const vocabulary = vocabularySize(model);
  const all = [...new Set([...Object.keys(model.counts.spam), ...Object.keys(model.counts.ham)])]
    .filter((f) => !f.startsWith("c:"))
    .filter((f) => (model.counts.spam[f] ?? 0) + (model.counts.ham[f] ?? 0) >= 2)
    .map((f) => ({ token: readable(f), weight: featureWeight(model, f, vocabulary) }));
  return {
    spam: all
      .filter((t) => t.weight > 0)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, n),
    ham: all
      .filter((t) => t.weight < 0)
      .sort((a, b) => a.weight - b.weight)
      .slice(0, n),
  };
}
