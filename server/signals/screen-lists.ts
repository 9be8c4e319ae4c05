/**
 * What a new board's screen starts with (issue 36): spam vocabulary by topic, scam patterns, phrases in which a spam
 * word is innocent, and the domains whose links are trusted. Moderators add to the vocabulary and the allowed domains
 * and turn shipped entries off in the admin (screen_terms); the patterns are code, each with a test.
 *
 * Vocabulary weights: 5 is alone enough to set a notice aside ("free spins"), 3 needs one more thing, 1 only adds.
 */

export interface VocabularyEntry {
  phrase: string;
  topic: string;
  weight: number;
}

const entries = (topic: string, weight: number, phrases: string[]): VocabularyEntry[] =>
  phrases.map((phrase) => ({ phrase, topic, weight }));

export const SHIPPED_VOCABULARY: VocabularyEntry[] = [
  // prettier-ignore
  ...entries("crypto or forex investment", 5, ["double your money", "guaranteed returns", "guaranteed return", "guaranteed profit", "guaranteed profits", "trading signals", "trading bot", "trading bots", "binary options", "liquidity pool", "connect your wallet", "crypto mining", "bitcoin mining", "bitcoin investment", "crypto investment", "forex trading", "forex mentor", "account manager", "passive income", "returns daily", "daily returns", "weekly returns", "withdraw every", "referral code", "investment opportunity", "invest with", "trading expert", "financial freedom", "experienced trader", "plus profit", "paid out every", "pool our savings", "pool your savings", "returns every month", "money back in full plus", "recover your money", "recover your funds", "fund recovery", "we can recover", "lost money to"]),
  ...entries("crypto or forex investment", 2, [
    "usdt",
    "forex",
    "trader",
    "spaces are limited",
    "places are limited",
  ]),
  ...entries("crypto or forex investment", 1, [
    "bitcoin",
    "crypto",
    "cryptocurrency",
    "btc",
    "nft",
    "invested",
    "profits",
    "returns",
    "profit",
  ]),
  // prettier-ignore
  ...entries("loans", 5, ["payday loan", "payday loans", "fast cash", "cash loans", "cash loan", "instant loan", "instant loans", "loans approved", "loan approved", "no credit check", "no credit checks", "bad credit", "guaranteed approval", "private lender", "loan offer", "loan lender", "registered lender", "tide you over", "until your wages", "until payday", "short of cash"]),
  ...entries("loans", 2, ["loans from"]),
  ...entries("loans", 3, ["payday", "no checks", "no paperwork", "pay it back", "plus a little extra"]),
  ...entries("loans", 1, ["loan", "loans", "lender", "debt", "debts", "interest rate"]),
  // prettier-ignore
  ...entries("gambling", 5, ["free spins", "online casino", "casino bonus", "betting bonus", "deposit bonus", "welcome bonus", "bonus code", "bonus codes", "sign up bonus", "no deposit bonus", "sportsbook", "slot machine", "online slots", "free bets", "free bet", "betting tips", "sure bets", "cashed out", "sign up with a code", "sign up with my code", "to play with when you sign up", "use my code"]),
  ...entries("gambling", 3, ["casino", "slots", "sportsbook"]),
  ...entries("gambling", 2, ["jackpot", "bookmaker", "betting", "bet", "wager", "bingo"]),
  // prettier-ignore
  ...entries("adult services", 5, ["escort", "escorts", "escort service", "adult services", "adult entertainment", "outcall", "incall", "sensual massage", "erotic", "happy ending", "hot girls", "lonely ladies", "hookup", "hook up tonight", "onlyfans", "discreet meetings", "genuine pics", "generous gentlemen", "gentlemen welcome", "hotel visits", "extras available", "no withheld numbers", "new in town", "in/out calls", "in and out calls", "young and friendly", "from abroad every week", "private time"]),
  ...entries("adult services", 2, [
    "discreet",
    "companionship",
    "gentlemen",
    "young lady",
    "open late",
    "24/7",
    "open-minded",
    "photos on request",
    "rates",
  ]),
  // prettier-ignore
  ...entries("replica goods", 5, ["replica", "replicas", "aaa quality", "1:1 quality", "mirror quality", "designer replica", "super fake", "superfake", "master copy", "first copy", "inspired designer", "aaa grade", "grade aaa", "swiss movement", "same as the genuine", "weighs the same as", "in other sizes and colours", "other sizes and colours", "all sizes available"]),
  ...entries("replica goods", 2, [
    "rolex",
    "omega",
    "breitling",
    "louis vuitton",
    "gucci",
    "chanel",
    "canada goose",
    "moncler",
    "designer handbags",
    "designer watches",
    "hologram",
    "brand new with tags",
  ]),
  // prettier-ignore
  ...entries("diet pills and medicines", 5, ["diet pills", "weight loss pills", "slimming pills", "keto pills", "fat burner", "fat burners", "without prescription", "without a prescription", "no prescription", "viagra", "cialis", "tramadol", "xanax", "valium", "oxycodone", "diazepam", "codeine", "modafinil", "online pharmacy", "discreet packaging", "discreet delivery", "lose weight fast"]),
  ...entries("diet pills and medicines", 2, [
    "pills",
    "pharmacy",
    "prescription",
    "medication",
    "weight loss",
  ]),
  // prettier-ignore
  ...entries("essay writing", 5, ["essay writing", "essay help", "essays written", "write your essay", "dissertation help", "dissertation writing", "assignment help", "coursework help", "guaranteed grades", "guaranteed grade", "plagiarism free", "plagiarism-free", "any subject any deadline", "academic writing", "academic writers", "ready to hand in", "fully referenced", "turnitin", "nobody will ever know", "marking criteria", "assignment brief"]),
  ...entries("essay writing", 2, ["essay", "essays", "dissertation", "assignments", "coursework", "grades"]),
  // prettier-ignore
  ...entries("work from home", 3, ["no experience needed", "no experience required"]),
  ...entries("work from home", 5, [
    "simple online tasks",
    "online tasks",
    "be your own boss",
    "work from your phone",
    "mystery shopper",
    "earn from home",
    "make money online",
    "make money from home",
    "earn money from home",
  ]),
  ...entries("work from home", 2, ["work from home", "daily pay", "paid daily", "guaranteed income"]),
  ...entries("work from home", 1, ["from home", "per day", "earn"]),
  // prettier-ignore
  ...entries("house buying leads", 5, ["we buy any house", "we buy any property", "we buy houses", "sell your house fast", "sell your home fast", "cash for your house", "cash for houses", "cash buyer for any", "any property in any condition", "any condition", "no estate agent fees", "cash offer within"]),
  // prettier-ignore
  ...entries("search ranking", 5, ["page 1 of google", "first page of google", "page one of google", "guaranteed ranking", "guarantee first page", "first page ranking", "backlinks", "buy followers", "followers and likes", "seo services", "seo agency", "web traffic", "rank your website", "digital agency", "your requirement", "your requirements", "important keywords", "not ranking", "web development company", "costing you customers", "reply with your website"]),
  ...entries("search ranking", 2, [
    "seo",
    "ranking",
    "followers",
    "free audit",
    "free report",
    "our portfolio",
    "mobile friendly websites",
    "keywords",
  ]),
  ...entries("search ranking", 1, ["google"]),
  // prettier-ignore
  ...entries("tickets", 3, ["sold out", "sold-out", "below face value", "guaranteed seats", "all sold out", "e-tickets", "e-ticket", "instant delivery"]),
  // prettier-ignore
  ...entries("phishing", 5, ["verify your account", "verify your identity", "account suspended", "account has been suspended", "account will be suspended", "confirm your details", "confirm your bank", "update your payment", "unusual activity", "claim your prize", "claim your refund", "you have won", "you've won", "winner selected", "redelivery fee", "parcel could not be delivered", "tax refund", "click the link", "click here", "log in to confirm", "login to confirm"]),
  ...entries("phishing", 2, ["verify", "suspended", "refund", "claim", "prize", "winner", "urgent"]),
  // prettier-ignore
  ...entries("pressure", 1, ["act now", "limited time", "don't miss", "hurry", "100% genuine", "100% guaranteed", "money back", "risk free", "risk-free", "no obligation", "order now", "guaranteed"]),
];

/**
 * Phrases in which a spam word is innocent: the phrase is taken out of the text before the vocabulary is read, so
 * "race night" or "crypto talk at the library" count for nothing while "free spins" beside them still counts.
 */
// prettier-ignore
export const SHIPPED_INNOCENT_PHRASES: string[] = [
  "race night", "race nights", "casino night", "casino evening", "fun casino", "casino theme", "casino themed", "bingo night", "bingo nights", "charity bingo", "bingo and", "and bingo", "bingo at", "bingo in", "bingo on", "bingo every", "bingo is", "eyes down", "bingo caller", "prize bingo", "bingo session", "bingo sessions", "bingo books", "bingo tickets", "bingo fundraiser",
  "credit union", "credit unions", "not-for-profit", "not for profit", "loan from a credit union", "money advice", "debt advice", "citizens advice", "free debt advice", "stepchange", "debt help", "affordable loans", "savings club", "save and borrow", "loan shark", "loan sharks", "pay off debts", "with debts",
  "crypto talk", "talk on crypto", "spot the scams", "spot the scam", "the scams", "explained", "talk about crypto", "crypto scams", "crypto scam", "investment scams", "investment scam", "avoid scams", "avoiding scams", "spot a scam", "spot scams", "scam awareness", "beware of scams", "about scams", "scams and fraud", "online safety", "staying safe online", "digital skills",
  "at the library", "library talk", "trading standards", "police escort", "no bet", "bet you", "bet on the races", "bet on the horses", "place your bets", "tote", "tea and", "pop in",
  "from home one day", "work from home two days", "work from home some days", "hybrid working", "part of the week from home",
  "kennel club", "kc registered", "vet checked", "mum and dad can be seen", "seen with mum", "viewing welcome", "viewings welcome", "come and see",
  "prescription glasses", "prescription sunglasses", "repeat prescription", "repeat prescriptions", "prescription collection", "pharmacy opening", "local pharmacy", "the pharmacy",
  "a day out", "per day for", "a day a week", "hours a day", "times a day",
  "google reviews", "google maps", "on google", "search google", "google us", "find us on",
  "sold out last year", "tickets on the door", "face value to", "at face value", "any condition considered",
  "no experience needed as", "no experience needed, full training", "full training given", "full training provided",
];

/** Domains whose links never count (their subdomains too); the board's own domain is added from PUBLIC_URL. */
// prettier-ignore
export const SHIPPED_ALLOWED_DOMAINS: string[] = [
  "gov.uk", "nhs.uk", "police.uk", "ac.uk", "sch.uk", "parliament.uk", "bbc.co.uk", "bbc.com", "shropshire.gov.uk", "telford.gov.uk",
  "youtube.com", "youtu.be", "facebook.com", "instagram.com", "wikipedia.org", "citizensadvice.org.uk", "rspca.org.uk", "ageuk.org.uk",
  "nationaltrust.org.uk", "eventbrite.co.uk", "royalmail.com", "rightmove.co.uk", "zoopla.co.uk", "thekennelclub.org.uk", "google.com",
];

/** Link shorteners: where a link really goes is hidden. */
// prettier-ignore
export const SHORTENER_DOMAINS: string[] = [
  "bit.ly", "tinyurl.com", "t.co", "goo.gl", "ow.ly", "is.gd", "cutt.ly", "rb.gy", "shorturl.at", "tiny.cc", "rebrand.ly", "buff.ly", "t.ly", "s.id", "bl.ink", "short.io", "lnkd.in", "shorte.st", "adf.ly", "v.gd", "qr.co",
];

/** Names scammers dress links up as; a domain holding one (or a look-alike of it) that is not its owner's counts. */
// prettier-ignore
export const IMPERSONATED_NAMES: string[] = [
  "paypal", "amazon", "ebay", "apple", "google", "microsoft", "netflix", "royalmail", "evri", "hermes", "dpd", "dhl", "parcelforce", "hmrc", "dvla", "gov", "nhs", "barclays", "lloyds", "hsbc", "natwest", "santander", "halifax", "nationwide", "monzo", "ticketmaster", "gumtree", "facebook", "whatsapp", "noticeboard", "shropshire", "bank", "secure", "verify", "login", "account", "protect", "delivery", "payment", "refund",
];
