/**
 * The British spellings an American spelling may have (issue 39: a visitor types "mold", "color", "center" or
 * "jewelry"; a Shropshire notice writes mould, colour, centre, jewellery). The stemmer keeps each pair apart. Only
 * forms the board writes count (the caller asks the board), so a rule that makes no word ("motor" → motour) costs
 * nothing.
 */

/** Whole words that no rule below spells (a Map: a typed "constructor" is no key of it). */
const WORDS = new Map<string, string[]>(
  Object.entries({
    gray: ["grey"],
    tire: ["tyre"],
    tires: ["tyres"],
    curb: ["kerb"],
    aluminum: ["aluminium"],
    pajamas: ["pyjamas"],
    plow: ["plough"],
    plows: ["ploughs"],
    donut: ["doughnut"],
    donuts: ["doughnuts"],
    mom: ["mum"],
    moms: ["mums"],
    cozy: ["cosy"],
    program: ["programme"],
    programs: ["programmes"],
    jewelry: ["jewellery"],
    skeptic: ["sceptic"],
    ax: ["axe"],
    airplane: ["aeroplane"],
  }),
);

/** An American ending and the British one; each also with a plural or verb ending after it. */
const ENDINGS: [RegExp, string][] = [
  // color, neighbor, harbor, favorite, neighborhood (not door, floor; nor a short word: "for" is not "four", "tor"
  // not "tour")
  [/([a-z]{2}[^o])or(s|ed|ing|ful|ite|ites|hood|hoods)?$/, "$1our$2"],
  // center, theater, meter, fiber (not water: a vowel or r before the "er" stays)
  [/([bcdgt])er(s)?$/, "$1re$2"],
  // organize, organization, analyze
  [/iz(e|es|ed|ing|ation|ations)$/, "is$1"],
  [/yz(e|es|ed|ing)$/, "ys$1"],
  // catalog, dialog
  [/og(s)?$/, "ogue$1"],
  // mold, molder, smolder, molt
  [/ol(d|ds|dy|der|t|ts)$/, "oul$1"],
  // traveler, traveled, traveling, canceled, jeweler, counselor
  [/([aeiou][^aeiou])el(er|ers|ed|ing)$/, "$1ell$2"],
  [/nsel(or|ors|ing|ed)$/, "nsell$1"],
  // defense, license, offense
  [/ense(s)?$/, "ence$1"],
];

/** A word only Americans spell so ("gray", "tire", "jewelry"), whatever the words beside it. */
export const isAmericanSpelling = (word: string): boolean => WORDS.has(word);

/** The British spellings of `word` (lower case, accent-free): none for a word no rule reads. */
export function britishSpellings(word: string): string[] {
  const forms = new Set(WORDS.get(word) ?? []);
  for (const [ending, british] of ENDINGS) {
    const form = word.replace(ending, british);
    if (form !== word) forms.add(form);
  }
  return [...forms];
}
