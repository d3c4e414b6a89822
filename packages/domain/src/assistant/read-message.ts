/**
 * The message as the reader takes it apart (read.ts): normalised, with the words that only open a turn left
 * out, and spans taken by each reader in turn; what is left becomes the subject.
 */
import phrases from './phrases.json' with { type: 'json' };
import { nearlyEqual, normalise, phrased, words, FILLER_WORDS } from './words.ts';

/** What the conversation holds that a message may build on. */
export interface ReadContext {
  /** A search ran earlier: "cheaper", "show more" and "another brand" refine it. */
  hasSearch: boolean;
  /** A product is in focus (a question about it was answered): "any <kind> rated higher?" compares with it. */
  hasFocus?: boolean;
  /** The last turn put a product in the cart: "and the X too" puts another in. */
  afterAdding?: boolean;
  /** The last turn asked for an order's email: a message giving one answers it. */
  awaitsEmail?: boolean;
  /** The last turn asked which coupon code: one word with a letter and a digit ("save10") is the code. */
  awaitsCode?: boolean;
}

/**
 * Words that open a turn and ask nothing themselves ("ok, …", "now …", "and …", "so …"): only when punctuation,
 * another opener, a verb, a question word or a determiner follows, since a name may start with one ("Sure …").
 */
const OPENER = phrased`{openers}`.source;
const AFTER_OPENER = phrased`(?:${OPENER}|{afterOpener})\b`.source;
/** "no, …", "nah. …": a no said before another sentence answers the last turn and asks nothing ("no. 2" is a number). */
const REFUSAL = phrased`{refusals}(?:\s*[,!]+|\.(?=\s+[a-z]))\s*`.source;
const OPENERS = new RegExp(String.raw`^\s*(?:${OPENER}(?:\s*[,.!-]+\s*|\s+(?=${AFTER_OPENER})|\s*$)|${REFUSAL})+`);

/** An order said with "first" after it ("best rated first", "lowest price first", "the cheapest ones first"). */
const ORDER_FIRST = new RegExp(phrased`\b({orderedFirst}(?:\s{onesItems})?)\s(?:first|on top)\b`, 'g');
/** "a blanket that helps with …", "some boots which keep …": after a thing asked for, "that" opens a clause about it and points at nothing. */
const RELATIVE_CLAUSE = /(?<=\b(?:a|an|some|any)\s(?:[a-z0-9-]+\s){1,3})(?:that|which)(?=\s[a-z])/g;
/**
 * "that's in stock", "which are under $50", "that's not too expensive", "that won't break the bank": a relative
 * pronoun before a limit, pointing at nothing.
 */
const RELATIVE_LIMIT = new RegExp(phrased`(?<=[a-z0-9]\s)(?:that|which)(?:'s|\s(?:is|are|was|were))\s(?:{stillNow}\s)?(?={limitSaid}\b)|(?<=[a-z0-9]\s)(?:that|which)\s(?={wontDo}\s(?:cost|break)\b)`, 'g');

/** The numbers said in words, up to ninety ("seven", "forty"). */
export const NUMBERS: Record<string, number> = { ...phrases.units, ...phrases.tens };
const NUMBER_WORD = String.raw`(?:${[...Object.keys(NUMBERS), 'hundred', 'thousand', 'a', 'and'].join('|')})`;
/** An amount of money said in words ("twenty five dollars", "a hundred bucks"). */
const AMOUNT_IN_WORDS = new RegExp(String.raw`\b(${NUMBER_WORD}(?:[\s-]${NUMBER_WORD})*)\s(dollars|bucks|quid|usd)\b`, 'g');

/** The number words of `NUMBER_WORD` say ("twenty five", "a hundred and fifty"), if they say one. */
function numberOf(said: string): number | undefined {
  let [total, current, any] = [0, 0, false];
  for (const word of said.split(/[\s-]+/)) {
    if (word === 'a') current = Math.max(current, 1);
    else if (word === 'hundred') current = Math.max(current, 1) * 100;
    else if (word === 'thousand') [total, current] = [total + Math.max(current, 1) * 1000, 0];
    else current += NUMBERS[word] ?? 0;
    any ||= word !== 'a' && word !== 'and';
  }
  return any ? total + current : undefined;
}

/** Chat spellings as the words they stand for ("u" -> "you", "pls" -> "please"), and an age said "16yo". */
const TEXT_SPEAK = new RegExp(String.raw`(?<=^|\s)(${Object.keys(phrases.textSpeak).join('|')})(?=$|[\s?!.,'])`, 'g');
/** "a table that seats 6", "a tent which sleeps 4": how many people it is for, said as "for 6 people". */
const SEATING = phrased`\b(?:that|which)\s{seating}\s(\d{1,2})(?:\s(?:people|persons|adults|guests))?\b`;
/**
 * An age said of the one it is for ("kids age 6", "aged 8", "ages 3 and up", "he's 6", "my niece turns 8"): said as
 * "for a 6 year old". A range ("ages 3-8") stays, and so do "ages 10" asked of a product and a number with a unit ("he's 6 foot").
 */
const AGE_SAID = new RegExp(phrased`(?:\bfor\s)?(?:(?:my|a|an|the|our)\s)?(?:kids?\s|children\s|child\s|boys?\s|girls?\s)?\b(?:aged?\s(\d{1,2})(?!\s*(?:years?|yrs?|months?|weeks?|days?)\b)|ages\s(\d{1,2})(?=\s?\+|\s(?:and|&)\s(?:up|over|older|above)))(?:\s?\+|\s(?:and|&)\s(?:up|over|older|above))?(?![\s-]*(?:-|to|–)\s*\d)\b|\b(?:he|she|{possessives}\s(?:${phrases.people.join('|')}))(?:'s|\sis|\sturns|\sis\sturning)\s(\d{1,2})(?:\s(?:years?\s)?old)?\b(?!\s*(?:ft|feet|foot|inch|inches|in|cm|kg|lbs?|pounds?|st|stone|dollars|bucks|months?|weeks?|days?|%|\$|'|"))`.source, 'g');

/** The words of the changes asked of a list ("cheaper", "pricier"), as shoppers misspell them ("cheeper"). */
const CHANGE_WORDS = Object.values(phrases.refinements).flat().filter((w) => /^[a-z]{6,7}$/.test(w));
/** A word one letter off a word of a change, its first letter the same, is that word. */
const respelt = (said: string) => (CHANGE_WORDS.includes(said) ? said : (CHANGE_WORDS.find((w) => w[0] === said[0] && nearlyEqual(said, w)) ?? said));
const spelledOut = (text: string) =>
  text.replace(TEXT_SPEAK, (said) => (phrases.textSpeak as Record<string, string>)[said]!).replace(/\b(\d{1,2})\s?yos?\b/g, '$1 year old')
    .replace(new RegExp(SEATING.source, 'g'), 'for $1 people').replace(AGE_SAID, (_said, age?: string, ages?: string, of?: string) => ` for a ${age ?? ages ?? of} year old `).replace(/\b(\d{1,2})[\s-]players?\b/g, 'for $1 players').replace(/\b[a-z]{6,}\b/g, respelt);

/** A span of the message taken by a reader; what is left becomes the subject. */
export class Message {
  text: string;
  /** Amounts said in words ("twenty dollars"), by the amount: the answer says them as the shopper did. */
  readonly spelled = new Map<number, string>();
  constructor(readonly original: string) {
    // "on second thought": a change of mind, no second product; "forget the budget": what is let go of asks nothing;
    // "back to the jackets": the jackets; "any brand", "whatever make": no brand is asked for; "i was wondering
    // if", "do you happen to", "by any chance": politeness, which asks nothing; nor does when it is wanted ("by
    // next friday", "asap").
    const text = ` ${spelledOut(normalise(original)).replace(new RegExp(phrased`\b{softeners}\b|\b{timing}(?:'?s\b)?|\b(?:on\s)?second\sthoughts?\b|\b(?:forget|never\smind|ignore)\s(?:about\s)?(?:the|my|that|this)\s[a-z]+\b|\b(?:any|whatever|whichever)\s{makers}\b|\b(?:go(?:ing)?\s)?back\sto\b`, 'g'), ' ').replace(/\s+/g, ' ')} `
      // "best rated first", "cheapest first": "first" after an order says the order, and points at nothing.
      .replace(ORDER_FIRST, '$1 ')
      // "who makes it?", "what's the manufacturer?": the brand asked about, as its details name it.
      .replace(/\bwho\s(?:makes|made|manufactures|manufactured)\b/g, 'what brand is').replace(/(?<=\b(?:the|its|their|what'?s|whats|which|who'?s)\s)(?:maker|manufacturer)\b(?!\s(?:of\s(?!(?:it|this|that|the|them|these|those)\b)))|(?<=\bwhat\s)make\b/g, 'brand')
      // "the top one" of a list is its first.
      .replace(/\bthe\stop\s(one|product|item|pick|choice|result)\b/g, 'the first $1')
      // "a <thing> that's (actually) in stock": a relative clause that limits, and no "that" pointing at a product.
      .replace(RELATIVE_LIMIT, ' ')
      .replace(RELATIVE_CLAUSE, 'which')
      // "twenty dollars", "fifty bucks": an amount said in words is the amount.
      .replace(AMOUNT_IN_WORDS, (said: string, amount: string, unit: string) => {
        const n = numberOf(amount);
        if (n !== undefined) this.spelled.set(n, said);
        return `${n ?? amount} ${unit}`;
      });
    // "ok, add …", "now try …", "and what …": a word that only opens the turn asks nothing.
    const opened = text.replace(OPENERS, ' ');
    this.text = opened.trim().length > 0 ? opened : text;
  }
  /** Removes the first match and returns it. */
  take(pattern: RegExp): RegExpExecArray | undefined {
    const found = pattern.exec(this.text);
    if (found) this.text = `${this.text.slice(0, found.index)} ${this.text.slice(found.index + found[0].length)}`;
    return found ?? undefined;
  }
  /** The words left, without filler. */
  rest(extraFiller: ReadonlySet<string> = new Set()): string {
    return words(this.text)
      .filter((w) => !FILLER_WORDS.has(w) && !extraFiller.has(w))
      .join(' ');
  }
}
