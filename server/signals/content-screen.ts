/**
 * The one screen (issue 36): reads what a notice or a message says and answers a score with the reasons in words.
 * Notices fold this into spam-score.ts beside their structural signals (links from new posters, bursts, copies, busy
 * address, price outlier); messages are scored by message-screen.ts. Weights live in screen-weights.ts.
 */
import { SCREEN_WEIGHTS } from "./screen-weights";
import {
  IMPERSONATED_NAMES,
  SHIPPED_ALLOWED_DOMAINS,
  SHIPPED_INNOCENT_PHRASES,
  SHIPPED_VOCABULARY,
  SHORTENER_DOMAINS,
  type VocabularyEntry,
} from "./screen-lists";
import {
  EMAIL_PATTERN,
  LINK_PATTERN,
  PHONE_PATTERN,
  hasSpeltNumber,
  hostOf,
  linkHosts,
  normaliseText,
} from "./screen-text";

/** The lists a board screens with: the shipped ones as its moderators edited them. */
export interface ScreenLists {
  vocabulary: VocabularyEntry[];
  innocentPhrases: string[];
  allowedDomains: string[];
}

export const SHIPPED_LISTS: ScreenLists = {
  vocabulary: SHIPPED_VOCABULARY,
  innocentPhrases: SHIPPED_INNOCENT_PHRASES,
  allowedDomains: SHIPPED_ALLOWED_DOMAINS,
};

export interface ContentReason {
  kind: "content" | "link_reputation";
  label: string;
  weight: number;
}

export type ContentInput =
  | { kind: "notice"; title: string; description: string; externalLink?: string | null; category: string }
  | { kind: "message"; text: string; side: "poster" | "visitor"; isFirstMessage: boolean };

interface ScamPattern {
  reason: string;
  weight: number;
  /** The weight in a message when it differs (asking a stranger for money up front is worse than a notice saying so). */
  messageWeight?: number;
  pattern: RegExp;
  /** Only for messages, only for notices, or both (unset). */
  only?: "notice" | "message";
}

const MONEY = String.raw`(?:£\s?\d[\d,.]*|\d[\d,.]*\s?(?:pounds|quid|gbp|usd|eur))`;
const PAY = String.raw`(?:pay(?:ment|ing)?|send|transfer|deposit|fee|money|funds?)`;
const BEFORE = String.raw`(?:before|first|upfront|up front|in advance|prior to|to secure|to reserve|to hold|to book)`;
const VIEW = String.raw`(?:view(?:ing)?s?|collect(?:ion|ing)?|see (?:it|them|him|her|the)|pick ?up|delivery|keys|release|treat)`;

/** The shapes of the common scams, read in the normal form (look-alike spellings already undone). */
export const SCAM_PATTERNS: ScamPattern[] = [
  {
    reason: "Asks for money before a viewing or collection",
    weight: 5,
    pattern: new RegExp(
      String.raw`\b${PAY}\b[^.!?]{0,80}\b${BEFORE}\b[^.!?]{0,60}\b${VIEW}|\b${BEFORE}\b[^.!?]{0,40}\b${VIEW}\b[^.!?]{0,40}\b${PAY}\b|\b(?:deposit|reservation fee|holding fee|holding deposit)\b[^.!?]{0,60}\b(?:secures?|to (?:hold|secure|reserve)|before)\b`,
    ),
  },
  {
    reason: "Payment up front, or only by a method with no comeback",
    weight: 4,
    messageWeight: 5,
    pattern:
      /\b(?:payment|pay|paid)\b[^.!?]{0,25}\b(?:bank transfer|transfer|paypal)\b[^.!?]{0,15}\b(?:only|first|up ?front|in advance|before)\b|\bbank transfer only\b|\bfriends and family\b|\bfirst to pay\b|\b(?:sent|send|post|transfer) [^.!?]{0,40}\bafter (?:payment|you pay|the money)|\bpay(?:ment)? (?:in full )?(?:first|up ?front|in advance)\b|\b(?:need|needs|want) (?:the )?(?:payment|money|full amount) (?:first|before)\b/,
  },
  {
    reason: "No viewing possible: the seller is away",
    weight: 3,
    pattern:
      /\b(?:can'?t|cannot|unable to|won'?t be able to) (?:do |arrange |offer )?(?:a )?viewings?\b|\b(?:cannot|can'?t) show\b|\b(?:relocated|moved abroad|living abroad|moved (?:out )?to (?:spain|scotland|france|dubai|the us|america|canada|australia|ireland))\b|\b(?:i live in|currently (?:working )?in|working (?:in|on a contract in)) (?:spain|dubai|aberdeen|scotland|france|canada|america|nigeria|ghana)\b|\b(?:deployed|serving) (?:overseas|abroad|with the (?:army|navy|raf))|\b(?:on an? (?:oil rig|ship|vessel)|offshore)\b|\bnot in town\b|\bnot local anymore\b|\b(?:posted|stationed|working) (?:overseas|abroad|offshore)\b/,
  },
  {
    reason: "A courier or shipping agent to collect or deliver",
    weight: 3,
    pattern:
      /\b(?:pet courier|courier (?:will|to) (?:collect|come|deliver|pick)|my courier|shipping (?:agent|company)|delivery agent|my (?:movers?|agent|assistant) will|(?:movers?|agent) (?:will )?(?:handle|arrange|collect)|deliver(?:y)? nationwide|courier fee|transport fee|arranged a courier|send (?:my|a) (?:courier|driver)|(?:pet )?shipping agency|(?:transport|deliver(?:ed|y)?) to your door|courier driver|pay (?:for )?(?:the )?(?:transport|shipping|courier))\b/,
  },
  {
    reason: "PayPal, bank draft or cheque with a story around it",
    weight: 3,
    only: "message",
    pattern:
      /\bpaypal (?:email|e-mail|address)|\bwhat'?s your paypal|\b(?:paid|payment) (?:via|through|by|with) paypal|\bpaypal (?:said|sent|will|has|is holding|goods)|\bfriends and family\b|\bbank draft\b|\bcheque (?:of|for) £|\bsend(?:ing)? (?:you )?a cheque\b|\bwestern union\b|\bmoneygram\b/,
  },
  {
    reason: "Overpayment or money to pass on",
    weight: 5,
    pattern:
      /\b(?:send|pay|transfer|pass) (?:the )?(?:£\d[\d,.]* |rest |remaining |balance |difference |extra )?(?:back|on)\b[^.!?]{0,40}\b(?:account|agent|mover|landscaper|cousin|partner|driver)|\b(?:instead of|by mistake|overpaid|too much)\b[^.!?]{0,80}\bsend\b|\b(?:deduct|take) your (?:money|£?\d+|fee|pay)\b|\bpass (?:the rest|it) on\b|\buse the rest\b|\bsend the remaining\b|\bpay the agent\b|\b(?:plus|including|\+) £\s?\d[\d,.]* (?:for|to) (?:the )?(?:courier|shipping|agent|mover|driver)/,
  },
  {
    reason: "Gift cards or vouchers as payment",
    weight: 5,
    pattern:
      /\b(?:gift ?cards?|google play (?:card|voucher)s?|itunes (?:card|voucher)s?|steam (?:card|voucher)s?|amazon (?:voucher|card)s?|apple (?:card|voucher)s?|vouchers? (?:only|as payment)|card codes?|(?:photos?|pics?) of the (?:codes?|cards?)|scratch the back)\b/,
  },
  {
    reason: "A payment that only shows after you act (fake payment notice)",
    weight: 5,
    only: "message",
    pattern:
      /\b(?:funds?|payment|money) (?:is |are |will be )?(?:pending|on hold|held|released?|credited)\b|\b(?:release|receive) (?:the |your )?(?:full )?(?:funds|money|payment)\b|\bbusiness account\b|\bproof of postage\b|\btracking (?:number|no)\b[^.!?]{0,40}\b(?:paypal|release|funds|credited)|\bbuyer protection\b|\bdelivery protection\b|\bsafe ?pay\b|\bsecure delivery\b|\bsafe delivery\b|\breceive money\b|\b(?:card|bank) (?:details|number)\b[^.!?]{0,60}\b(?:receive|get the money|funds)|\benter your card\b|\bconfirm your (?:bank )?card\b|\b3 numbers on the back\b/,
  },
  {
    reason: "A fee or insurance you must pay to be paid",
    weight: 4,
    pattern:
      /\b(?:refundable|one[- ]off|admin|processing|activation|registration|training|insurance|postage|dbs check)\b[^.!?]{0,30}\b(?:fee|£\d+|pack|insurance)\b[^.!?]{0,80}\b(?:required|payable|pay it|pay|before|refund(?:ed)?|comes back|to process|so i can)\b|\b(?:buy|pay for)\b[^.!?]{0,60}\b(?:reimbursed|refunded|paid back) (?:with|in|from) your first\b/,
  },
  {
    reason: "Asks for a code sent to your phone, ID or bank details",
    weight: 5,
    pattern:
      /\b(?:code (?:to|sent to) your phone|sending a code|tell me (?:what it says|the code)|verification code|copy of your (?:id|passport)|your (?:id|passport) and (?:your )?bank|bank details to set you up|your full name and (?:mobile|address)|sort code and account)\b/,
  },
  {
    reason: "A reward or fee before a lost pet or item is returned",
    weight: 5,
    only: "message",
    pattern:
      /\b(?:reward|postage|transport fee|vet (?:wants|needs|bill))\b[^.!?]{0,60}\b(?:first|before|send)\b|\bsend £\d+ for\b|\bno police\b|\bwant (?:him|her|it|them) back\b/,
  },
  {
    reason: "Big easy earnings",
    weight: 4,
    pattern: new RegExp(
      String.raw`\b(?:earn|make|making|earning|paid|get|got)\b[^.!?]{0,30}${MONEY}(?:\s?-\s?${MONEY})?[^.!?]{0,12}(?:a|per|/)\s?(?:day|week|hour from home)|${MONEY}\s?(?:-\s?${MONEY}\s?)?(?:a|per|/)\s?day\b[^.!?]{0,40}\b(?:home|phone|online|experience)|\b\d+% (?:a|per|every) (?:month|week|day)\b|\b(?:guaranteed|average|averages?) \d+%|\binvested ${MONEY}[^.!?]{0,30}\b(?:got|made|back)\b`,
    ),
  },
  {
    reason: "Moves the talk to another app",
    weight: SCREEN_WEIGHTS.messagingApp,
    pattern:
      /\b(?:whatsapp|telegram|wechat|viber|kik|signal app|google chat|hangouts|snapchat)\b|\b(?:message|text|contact|reply) me on (?:my )?(?:whatsapp|telegram|email)\b|\breply me on\b/,
  },
  {
    reason: "Only by e-mail or text, or this site is not checked",
    weight: 2,
    pattern:
      /\b(?:email|e-mail|text|whatsapp|message) only\b|\bonly by (?:email|e-mail|text)\b|\bi don'?t (?:check|get notifications?|use|look at) (?:this|here|the site|the app|notifications?)|\bdont (?:check|get notifications?)\b|\bquick response\b|\bdon'?t check (?:here|this)\b/,
  },
  {
    reason: "Romance or stranger-investment opener",
    weight: 3,
    only: "message",
    pattern:
      /\b(?:get to know you|are you into investments?|have you thought about what to do with your (?:profits|money)|an opportunity for you|introduced me to|do you take on crypto)\b/,
  },
  {
    reason: "A job that asks for money, parcels or your account",
    weight: 4,
    pattern:
      /\b(?:receive parcels|re-?ship|reship|repackage|parcel forwarding|mystery shopper|you have been (?:selected|shortlisted)|you'?ve been (?:selected|shortlisted))\b|\b(?:training pack|uniform fee|starter kit)\b|\bcheck (?:fee|payable)\b/,
  },
  {
    reason: "Pretends to be the noticeboard or a bank",
    weight: 5,
    only: "message",
    pattern:
      /\b(?:noticeboard|board'?s?) (?:protection|delivery|safe|secure|courier|needs you to verify)|\bshropshire noticeboard:|\bverify your listing\b|\bthe new safe way\b/,
  },
];

const PATTERN_CAP = 8;
/** A link with a query string or a path segment mixing letters and digits: a tracking or phishing reference. */
const TOKENED_LINK = /\?[a-z0-9_]+=|\/(?=[a-z0-9_-]*\d)(?=[a-z0-9_-]*[a-z])[a-z0-9_-]{5,}(?:\/|$)/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function phraseRegExp(phrase: string): RegExp {
  const body = escapeRegExp(normaliseText(phrase)).replace(/ /g, "\\s+");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${body}($|[^\\p{L}\\p{N}])`, "iu");
}

const regExpCache = new Map<string, RegExp>();
function cachedPhrase(phrase: string): RegExp {
  let re = regExpCache.get(phrase);
  if (!re) {
    re = phraseRegExp(phrase);
    if (regExpCache.size > 5000) regExpCache.clear();
    regExpCache.set(phrase, re);
  }
  return re;
}

/**
 * The phrase as plain text a match must contain once the text's spaces are folded (`foldSpaces`): tested first, as
 * most of the vocabulary is absent from most texts and a substring test costs a fraction of the regular expression's.
 */
const plainCache = new Map<string, string>();
function plainPhrase(phrase: string): string {
  let plain = plainCache.get(phrase);
  if (plain === undefined) {
    plain = normaliseText(phrase).replace(/\s+/g, " ");
    if (plainCache.size > 5000) plainCache.clear();
    plainCache.set(phrase, plain);
  }
  return plain;
}
const foldSpaces = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

/** The text with every innocent phrase blanked out, so its words count for nothing. */
export function withoutInnocentPhrases(normalised: string, phrases: string[]): string {
  let text = normalised;
  for (const phrase of phrases) {
    if (!foldSpaces(text).includes(plainPhrase(phrase))) continue;
    const re = new RegExp(cachedPhrase(phrase).source, "giu");
    text = text.replace(re, "$1 · $2");
  }
  return text;
}

/** The vocabulary found, by topic: the entries that matched and the topic's weight (the strongest phrase, plus 1 a further phrase, capped). */
export function vocabularyHits(
  text: string,
  vocabulary: VocabularyEntry[],
): { topic: string; phrases: string[]; weight: number }[] {
  const byTopic = new Map<string, VocabularyEntry[]>();
  const folded = foldSpaces(text);
  for (const entry of vocabulary) {
    if (!folded.includes(plainPhrase(entry.phrase)) || !cachedPhrase(entry.phrase).test(text)) continue;
    byTopic.set(entry.topic, [...(byTopic.get(entry.topic) ?? []), entry]);
  }
  return [...byTopic].map(([topic, hits]) => {
    // "bitcoin" inside "bitcoin investment" is one finding, not two.
    const distinct = hits.filter(
      (h) => !hits.some((o) => o !== h && o.phrase.length > h.phrase.length && o.phrase.includes(h.phrase)),
    );
    const sorted = distinct.sort((a, b) => b.weight - a.weight);
    const weight = Math.min(
      SCREEN_WEIGHTS.topicCap,
      sorted[0].weight + sorted.slice(1).reduce((sum, h) => sum + Math.min(h.weight, 2), 0),
    );
    return { topic, phrases: sorted.map((h) => h.phrase), weight };
  });
}

/** Whether a host is the allowed domain or below it. */
function isUnder(host: string, domain: string): boolean {
  const d = domain.toLowerCase().replace(/^www\./, "");
  return host === d || host.endsWith(`.${d}`);
}

/** A brand or trust word inside a host, read with look-alike digits undone ("g00gle-photos" → google). */
function impersonatedName(host: string): string | undefined {
  const readable = normaliseText(host.replace(/[.-]/g, " ")).replace(/ /g, "");
  return IMPERSONATED_NAMES.find((name) => readable.includes(name));
}

/** What the links say: shortened, dressed up as someone else, or merely unknown. */
export function linkReasons(hosts: string[], allowedDomains: string[], countUnknown = true): ContentReason[] {
  const reasons: ContentReason[] = [];
  const unknown: string[] = [];
  for (const host of new Set(hosts)) {
    if (allowedDomains.some((d) => isUnder(host, d))) continue;
    if (SHORTENER_DOMAINS.some((d) => isUnder(host, d)) || /^short\./.test(host)) {
      reasons.push({
        kind: "link_reputation",
        label: `Shortened link (${host})`,
        weight: SCREEN_WEIGHTS.shortenedLink,
      });
      continue;
    }
    const name = impersonatedName(host);
    if (name) {
      reasons.push({
        kind: "link_reputation",
        label: `Link dressed up as "${name}" (${host})`,
        weight: SCREEN_WEIGHTS.lookAlikeLink,
      });
      continue;
    }
    unknown.push(host);
  }
  if (unknown.length && countUnknown)
    reasons.push({
      kind: "link_reputation",
      label: `Link to a domain not on the allow list (${unknown.join(", ")})`,
      weight: SCREEN_WEIGHTS.unknownLink,
    });
  return reasons;
}

/** The text a notice or message is judged by, and its links. */
function textOf(input: ContentInput): { text: string; hosts: string[] } {
  if (input.kind === "message") return { text: input.text, hosts: linkHosts(input.text) };
  const text = `${input.title}\n${input.description}`;
  const hosts = linkHosts(text);
  if (input.externalLink) hosts.push(...linkHosts(input.externalLink));
  return { text, hosts };
}

/** Scores what a notice or message says with the board's lists: the reasons in words, each with its weight. */
export function screenContent(input: ContentInput, lists: ScreenLists = SHIPPED_LISTS) {
  const { text, hosts } = textOf(input);
  const normalised = normaliseText(text);
  const reasons: ContentReason[] = [];
  const readable = withoutInnocentPhrases(normalised, lists.innocentPhrases);
  for (const hit of vocabularyHits(readable, lists.vocabulary)) {
    reasons.push({
      kind: "content",
      label: `Reads like ${hit.topic}: ${hit.phrases.map((p) => `"${p}"`).join(", ")}`,
      weight: hit.weight,
    });
  }
  let patternWeight = 0;
  for (const p of SCAM_PATTERNS) {
    if (p.only && p.only !== input.kind) continue;
    if (!p.pattern.test(normalised)) continue;
    const full = input.kind === "message" ? (p.messageWeight ?? p.weight) : p.weight;
    const weight = Math.min(full, PATTERN_CAP - patternWeight);
    if (weight <= 0) break;
    patternWeight += weight;
    reasons.push({ kind: "content", label: p.reason, weight });
  }
  if (input.kind === "message" && input.side === "visitor" && input.isFirstMessage) {
    const hasContact =
      new RegExp(EMAIL_PATTERN.source, "i").test(text) ||
      PHONE_PATTERN.test(text) ||
      hasSpeltNumber(normalised);
    if (hasContact)
      reasons.push({
        kind: "content",
        label: "A first message giving another address or number",
        weight: SCREEN_WEIGHTS.offBoardFirstMessage,
      });
  }
  // A notice's links from a new poster already weigh in spam-score.ts; only a message's unknown link adds here.
  reasons.push(...linkReasons(hosts, lists.allowedDomains, input.kind === "message"));
  if (input.kind === "message") {
    const tokened = (text.match(LINK_PATTERN) ?? []).filter(
      (link) => !lists.allowedDomains.some((d) => isUnder(hostOf(link), d)) && TOKENED_LINK.test(link),
    );
    if (tokened.length)
      reasons.push({
        kind: "link_reputation",
        label: "A link to an unknown site carrying a reference or code",
        weight: SCREEN_WEIGHTS.tokenedLinkInMessage,
      });
  }
  return { score: reasons.reduce((sum, r) => sum + r.weight, 0), reasons };
}
