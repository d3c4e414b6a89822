import phrases from './phrases.json' with { type: 'json' };

/** A word list of phrases.json (said in one string, or in lines of one) as a set. */
export const wordSet = (said: string | readonly string[]): ReadonlySet<string> => new Set([said].flat().join(' ').split(' '));
/**
 * A pattern for any of the phrases, as whole words. A phrase of phrases.json is written as the normalised text
 * says it, a space between words, and may hold a regular expression's groups and marks ("lowest price[sd]?").
 */
const anyOf = (said: readonly string[]): RegExp => new RegExp(String.raw`\b(?:${said.join('|')})\b`);

/** A word list of phrases.json (words in one string) or a phrase list, by name. */
const LISTS = phrases as unknown as Record<string, string | readonly string[]>;
const phrasesOf = (name: string) => {
  const said = LISTS[name];
  if (said === undefined) throw new Error(`phrases.json has no list "${name}"`);
  return typeof said === 'string' ? said.split(' ') : said;
};
/**
 * A pattern whose grammar is written in code and whose words are data: "{name}" stands for any phrase of that
 * list of phrases.json, so a new way of saying a known thing is a line of data.
 */
export const phrased = (grammar: TemplateStringsArray, ...parts: string[]): RegExp =>
  new RegExp(String.raw(grammar, ...parts).replace(/\{([a-z]\w*)\}/gi, (_, name: string) => `(?:${phrasesOf(name).join('|')})`));

/** Each table of phrases.json (name -> phrases) as patterns, in its order: the first that matches leads. */
export const patterns = <T extends string>(table: Record<string, readonly string[]>) => Object.entries(table).map(([name, said]): [RegExp, T] => [anyOf(said), name as T]);

/** The shopper's words, made comparable: lower case, plain quotes, no punctuation but what prices need. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    // "Lumière" is written "lumiere" too: letters without their accents.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/&/g, ' and ')
    // "£50", "€50": money in the shop's currency, as "50 quid" is.
    .replace(/[\u00a3\u20ac]\s?(?=\d)/g, '$')
    // "50$": the sign after the amount; "25-40 dollars", "25 to 40 bucks": a range said with its unit once.
    .replace(/(?<![\w.$])(\d+(?:\.\d+)?)\s?\$(?!\d)/g, '$$$1')
    .replace(/(?<![\w.$])(\d+(?:\.\d+)?)\s?(?:-|to)\s?(\d+(?:\.\d+)?)\s(dollars|bucks|quid|usd)\b/g, '$$$1-$$$2')
    .replace(/[^a-z0-9$.,'%+#\-\s?!/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words only: letters and digits, possessives dropped ("men's" -> "mens"); a number keeps its point ("9.5"). */
export function words(text: string): string[] {
  return normalise(text)
    // "top-up", "make-up": a word joined to one that asks nothing is one word, as the search engine also reads it.
    .replace(/\b([a-z]+)-([a-z]+)\b/g, (said, a: string, b: string) => (FILLER_WORDS.has(a) || FILLER_WORDS.has(b) ? `${a}${b}` : said))
    // "6'", "5'10\"" (the inch mark is gone with the punctuation): feet and inches, in words the amounts read.
    .replace(/(?<![\w.'])(\d{1,2})'(?:\s?(\d{1,2})(?!\d))?(?![a-z'])/g, (_, feet: string, inches?: string) => (inches ? `${feet} ft ${inches} inches` : `${feet} ft`))
    .replace(/'s\b/g, 's')
    .replace(/'/g, '')
    .match(/(?:[a-z0-9]|(?<=\d)\.(?=\d))+/g) ?? [];
}

/** A light English singular: "watches" -> "watch", "accessories" -> "accessory", "laptops" -> "laptop". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const stems = (text: string): string[] => words(text).map(stem);

/**
 * Whether a set of stems holds a word: by its stem, or as the plural of a word that ends in "i" or "is"-like
 * letters the stem keeps ("kiwis" of "kiwi", "skis" of "ski"): a word in s, but not ss, with its s dropped.
 */
export const stemIn = (own: ReadonlySet<string>, word: string): boolean => own.has(stem(word)) || (/[^s]s$/.test(word) && own.has(word.slice(0, -1)));

/** How many of the words a text holds as words, by stem. */
export function stemsHeld(wanted: readonly string[], text: string): number {
  const own = new Set(stems(text));
  return wanted.filter((w) => stemIn(own, w)).length;
}

/** The places of a list, as said: "the first one", "the third is out of stock". */
export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Words that carry no subject: they never become a search text or a product reference. */
export const FILLER_WORDS = wordSet(phrases.filler);

// Words a change says besides it, who rates them ("people rate higher") and what the shopper thought of the last ("meh").
export const REFINEMENT_FILLER = wordSet(phrases.refinementFiller);
/** Question words that are not part of a product's name. */
export const QUESTION_FILLER = wordSet(phrases.questionFiller);
/** Words that ask for an action, not for a product. */
export const COMMAND_WORDS = wordSet(phrases.commandWords);

/** Nouns that gather things and never name a thing sold as one ("a kit" may be one product): no word to search by. */
export const COLLECTIVE_NOUNS = wordSet(phrases.collective);
/** Nouns that gather things rather than name a kind ("cricket gear", "camping equipment"): no kind of their own. */
const GATHERING_NOUNS = wordSet([phrases.collective, phrases.kits]);
/** Words standing for things of a group, said after its name ("sports things", "baby items"). */
const GROUPING_WORDS = wordSet(phrases.grouping);

/** Words naming an edition of a model, said after its number ("7 plus", "<model> pro"): no kind. */
const EDITIONS = wordSet(phrases.editions);
const AUDIENCE = wordSet(phrases.audience);
/** A question after the values a thing comes in: its colours, sizes, versions. */
export const VALUES_ASKED = wordSet(phrases.valuesAsked);

/** A detail's value and name said last, after a comma or "in" (", medium size", " in dark green colour"). */
const DETAIL_SAID = new RegExp(String.raw`(?:,|\sin)\s(?:[a-z]+\s){1,2}(?:${phrases.detailNouns.split(' ').join('|')})\s*[?.!]*\s*$`);

/** Words that end the first phrase of a message ("for", "with", "because"), or a dash. */
const PHRASE_ENDS = phrased`\s{phraseEnds}\s|\s-+\s`;
/** Verbs that make a clause say how things are. */
const STATING = phrased`\s{statingVerbs}\s|'(?:s|re|m)\s|[a-z]{2}(?<!e)ed\s`;
/** Words that stand for a thing without naming its kind. */
const PLACEHOLDERS = phrased`\b{placeholderThings}\b`;

/** Parts of a thing said by an amount ("32gb memory"), which are no kind when said after one. */
const MEASURED_PARTS = wordSet(phrases.measuredParts);
/** Words of units an amount is said in ("55 inch", "10 feet"): an amount said after the kind is no kind. */
const UNIT_WORDS = wordSet(phrases.unitWords);
/** Words for things sold together ("knife set", "tool bundle"): the kind is the word before. */
const QUANTITIES = wordSet(phrases.quantities);
/** Clothing sizes said in letters ("xl", "xxl"). */
const LETTER_SIZES = wordSet(phrases.letterSizes);

/**
 * The word naming the kind of thing asked for: in English the last word of the first phrase ("case" in
 * "sturdy case for a phone", "insurance" in "car insurance"), filler left out.
 */
export function headWord(text: string): string | undefined {
  // "a dog bed, medium size", "a case in dark green colour": a value and the detail it is of, said last after a
  // comma or "in", are no kind ("permanent hair colour" is one).
  // "office chair, i have back pain": a kind said before a comma is the thing asked for, unless that clause
  // says how things are ("the signal here is awful, do you sell …").
  const said = normalise(text).replace(DETAIL_SAID, ' ');
  const [clause = said] = said.split(/,\s/);
  return (clause !== said && !STATING.test(` ${clause} `) ? headOf(clause) : undefined) ?? headOf(said);
}

function headOf(said: string): string | undefined {
  const parts = ` ${said} `.split(PHRASE_ENDS);
  const [first = ''] = parts;
  // Capacities and model numbers after the kind ("<phone> se 64gb", "<phone> 12"), and the edition word after a
  // model number ("<phone> 7 plus", "<phone> <model> pro"), are not the kind.
  const kind = (s: string) => {
    const said = words(s).filter((w) => !FILLER_WORDS.has(w));
    let end = said.length;
    // "<line> 15 pro max", "<line> buds max": edition words after a model's number or name are no kind.
    while (end > 1 && EDITIONS.has(said[end - 1]!) && (end > 2 || /\d/.test(said[end - 2]!) || !EDITIONS.has(said[end - 2]!))) end--;
    // "laptop 32gb memory", "phone 128gb storage": a part said by its amount after the kind is no kind ("<brand> 4k tv" is a tv).
    const amount = said.findIndex((w, i) => i > 0 && i < end - 1 && /^\d+(?:\.\d+)?[a-z]{1,4}$/.test(w));
    if (amount > 0 && end - amount <= 3 && MEASURED_PARTS.has(said[end - 1]!)) end = amount;
    // "tv 55 inch", "monitor 27 inch 4k": amounts (in a unit) after the kind.
    for (let was = 0; was !== end; ) {
      was = end;
      if (end > 2 && UNIT_WORDS.has(said[end - 1]!) && /^\d+(?:\.\d+)?$/.test(said[end - 2]!)) end -= 2;
      while (end > 1 && /\d/.test(said[end - 1]!)) end--;
    }
    // "a knife set": things sold together, named by the kind before.
    if (end > 1 && QUANTITIES.has(said[end - 1]!)) end--;
    // "a hoodie in xxl", "hoodie size xl": a size said in letters after the kind.
    if (end > 1 && LETTER_SIZES.has(said[end - 1]!)) end--;
    // "shoes in size 10": the word that says a size is no kind either.
    if (end > 1 && end < said.length && /^sizes?$/.test(said[end - 1]!)) end--;
    // "running shoes mens": whom they are for, said after the kind.
    if (end > 1 && AUDIENCE.has(said[end - 1]!)) end--;
    return said[end - 1];
  };
  // "something for the dog": a first phrase that only stands for a thing names no kind, and what the thing is
  // for is not one either.
  // "sports stuff", "kitchen things": a noun that gathers things says the words before it name a group, no kind.
  const lastSaid = words(first).at(-1);
  if (lastSaid !== undefined && (GATHERING_NOUNS.has(lastSaid) || GROUPING_WORDS.has(lastSaid)) && words(first).length > 1) return undefined;
  // "looking for a couch for the living room": a first phrase of filler alone names no kind; the first that names one does.
  const head = kind(first) ?? (PLACEHOLDERS.test(first) ? undefined : parts.map(kind).find((k) => k !== undefined));
  return head !== undefined && GATHERING_NOUNS.has(head) ? undefined : head;
}

/** Whether a word is another at most one letter added, dropped, changed or two swapped away (two for long words). */
export function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const allowed = b.length >= 8 ? 2 : 1;
  if (Math.abs(a.length - b.length) > allowed) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let before: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= allowed;
}

/**
 * Whether a name goes on past a model number said with an edition the shopper did not say ("<line> 7 Plus" for
 * "<line> 7"): another model than the one asked for.
 */
export function namesOtherEdition(name: string, said: readonly string[]): boolean {
  const own = words(name);
  return own.some((w, i) => /\d/.test(w) && said.includes(w) && EDITIONS.has(own[i + 1] ?? '') && !said.includes(own[i + 1]!));
}

/**
 * How near a name comes to the model said by its number: 0 when it names it as said ("<line> 7"), 1 when it
 * holds its words apart ("<line> 6s and 7"), 2 when it names another edition ("<line> 7 Plus").
 */
export function modelDistance(name: string, said: readonly string[]): number {
  if (namesOtherEdition(name, said)) return 2;
  const own = ` ${words(name).join(' ')} `;
  const apart = said.some((w, i) => i > 0 && /\d/.test(w) && !/\d/.test(said[i - 1]!) && !own.includes(` ${said[i - 1]} ${w} `));
  return apart ? 1 : 0;
}
