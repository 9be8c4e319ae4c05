import { describe, expect, it } from "vitest";
import {
  SHIPPED_LISTS,
  linkReasons,
  screenContent,
  withoutInnocentPhrases,
  vocabularyHits,
} from "./content-screen";
import { hasSpeltNumber, linkHosts, normaliseText } from "./screen-text";

const notice = (title: string, description: string, externalLink = "") =>
  screenContent({ kind: "notice", title, description, externalLink, category: "services" });
const message = (text: string, side: "poster" | "visitor" = "visitor", isFirstMessage = true) =>
  screenContent({ kind: "message", text, side, isFirstMessage });
const labels = (r: { reasons: { label: string }[] }) => r.reasons.map((x) => x.label);

describe("reading text in one normal form", () => {
  it("undoes look-alike spellings, spaced letters and 'whats app'", () => {
    expect(normaliseText("Pay by P4YPAL")).toBe("pay by paypal");
    expect(normaliseText("bit c0in and B1TCOIN")).toBe("bitcoin and bitcoin");
    expect(normaliseText("chat on w h a t s a p p")).toBe("chat on whatsapp");
    expect(normaliseText("Whats App me or what's app")).toBe("whatsapp me or whatsapp");
  });

  it("leaves prices, numbers with units and e-mail addresses alone", () => {
    expect(normaliseText("£400 for 3bed, 24hrs, 10am")).toBe("£400 for 3bed, 24hrs, 10am");
    expect(normaliseText("jo5@example.com")).toBe("jo5@example.com");
  });

  it("finds a phone number written in words, not a sentence with a number or two in it", () => {
    expect(hasSpeltNumber("seven seven zero zero nine zero zero two six one")).toBe(true);
    expect(hasSpeltNumber("one table and two chairs for three people")).toBe(false);
  });

  it("reads link hosts, not e-mail addresses", () => {
    expect(linkHosts("see https://www.Shropshire.gov.uk/bins and bit.ly/x1 or mail me@example.com")).toEqual([
      "shropshire.gov.uk",
      "bit.ly",
    ]);
  });
});

describe("spam vocabulary", () => {
  it("scores a topic by its strongest phrase, more for further phrases, capped", () => {
    const [hit] = vocabularyHits("fast cash, payday loans, no credit check", SHIPPED_LISTS.vocabulary);
    expect(hit.topic).toBe("loans");
    expect(hit.weight).toBe(6);
  });

  it("holds the three notices of the issue on their words alone", () => {
    for (const [title, description] of [
      ["Double your money with bitcoin", "Guaranteed returns in 7 days, message me to invest."],
      ["Fast cash loans", "Bad credit welcome, approved in minutes."],
      ["Online casino bonus free spins", "Sign up today for 100 free spins and a deposit bonus."],
    ])
      expect(notice(title, description).score).toBeGreaterThanOrEqual(5);
  });

  it("does not count a word inside a legitimate phrase", () => {
    const passing = [
      [
        "Race night at the Bull",
        "Horse racing on the big screen, bet on the races with play money, raffle and bingo at half time.",
      ],
      [
        "Save and borrow with the credit union",
        "Affordable loans from our not-for-profit credit union, drop in on Tuesdays at the library.",
      ],
      [
        "Crypto talk at the library",
        "A free talk on crypto scams: how bitcoin works and how to spot a scam. Tea and biscuits.",
      ],
      ["Bingo night in the village hall", "Eyes down at 7.30, cash prizes and a raffle, all welcome."],
    ];
    for (const [title, description] of passing)
      expect(notice(title, description).score, title).toBeLessThan(3);
  });

  it("blanks innocent phrases but keeps spam next to them", () => {
    const text = withoutInnocentPhrases(
      normaliseText("race night and free spins"),
      SHIPPED_LISTS.innocentPhrases,
    );
    expect(text).not.toContain("race night");
    expect(vocabularyHits(text, SHIPPED_LISTS.vocabulary).map((h) => h.topic)).toEqual(["gambling"]);
  });

  it("reads vocabulary written with look-alike spellings", () => {
    expect(labels(notice("Fr33 sp1ns", "Online c4sino, no deposit bonus"))).toEqual([
      'Reads like gambling: "free spins", "online casino", "no deposit bonus"',
    ]);
  });
});

describe("scam patterns", () => {
  const cases: [string, string][] = [
    [
      "Asks for money before a viewing or collection",
      "A £100 deposit by bank transfer secures the puppy before viewing.",
    ],
    ["Payment up front, or only by a method with no comeback", "Payment by bank transfer only please."],
    ["No viewing possible: the seller is away", "I have relocated so we can't do viewings."],
    ["A courier or shipping agent to collect or deliver", "My courier will collect it on Friday."],
    [
      "Overpayment or money to pass on",
      "I sent £500 instead of £50 by mistake, please send the rest back to my cousin's account.",
    ],
    ["Gift cards or vouchers as payment", "Pay with Steam cards and send me pics of the codes."],
    [
      "A fee or insurance you must pay to be paid",
      "A refundable insurance fee of £30 is required before release.",
    ],
    [
      "Asks for a code sent to your phone, ID or bank details",
      "I'm sending a code to your phone, tell me what it says.",
    ],
    ["Big easy earnings", "Earn £300 a day from home on your phone."],
    ["Moves the talk to another app", "Telegram me for details"],
    [
      "A job that asks for money, parcels or your account",
      "Receive parcels at home and reship them with new labels.",
    ],
  ];
  it.each(cases)("%s", (reason, text) => {
    expect(labels(message(text, "poster", false))).toContain(reason);
  });

  it("lets genuine talk pass: cash or transfer on collection, a poster's number, a local site", () => {
    expect(
      message("Cash or bank transfer when you pick it up, no deposit needed.", "poster", false).score,
    ).toBeLessThan(5);
    expect(
      message("My number is 07700 900126, green door on Mill Street.", "poster", false).score,
    ).toBeLessThan(5);
    expect(
      message("Our veg boxes are on https://orchardfarmshop.example.com/veg-boxes", "poster", false).score,
    ).toBeLessThan(5);
  });

  it("holds a visitor's first message that moves the talk off the board, not a reply giving a number", () => {
    expect(message("Still available? whatsapp me +44 7700 900417").score).toBeGreaterThanOrEqual(5);
    expect(labels(message("pls text me on 07700 900582"))).toContain(
      "A first message giving another address or number",
    );
    expect(labels(message("Ring me on 07700 900582", "visitor", false))).not.toContain(
      "A first message giving another address or number",
    );
  });
});

describe("link reputation", () => {
  const allowed = SHIPPED_LISTS.allowedDomains;
  it("counts shortened links", () => {
    expect(linkReasons(["bit.ly"], allowed)[0]).toMatchObject({
      label: "Shortened link (bit.ly)",
      weight: 3,
    });
  });
  it("counts look-alike domains, look-alike spellings included", () => {
    expect(linkReasons(["paypal-resolution-uk.example.com"], allowed)[0].label).toContain('"paypal"');
    expect(linkReasons(["g00gle-photos.example.net"], allowed)[0].label).toContain('"google"');
  });
  it("never counts an allow-listed domain or its subdomains (gov.uk, a moderator's addition)", () => {
    expect(linkReasons(["www.shropshire.gov.uk".replace("www.", ""), "gov.uk"], allowed)).toEqual([]);
    expect(linkReasons(["paypal-help.example.org"], [...allowed, "example.org"])).toEqual([]);
  });
  it("counts an unknown domain lightly, and only in messages", () => {
    expect(linkReasons(["bugaboo.com"], allowed)).toEqual([
      { kind: "link_reputation", label: "Link to a domain not on the allow list (bugaboo.com)", weight: 1 },
    ]);
    expect(linkReasons(["bugaboo.com"], allowed, false)).toEqual([]);
  });
  it("weighs a message's link to an unknown site carrying a code", () => {
    expect(labels(message("Check it here https://ticket-check.example.org/validate?ref=LFF"))).toContain(
      "A link to an unknown site carrying a reference or code",
    );
  });
});
