/**
 * Amounts written as ranges or bounds in a product's details ("Sizes: US 5-12", "Ages 3-8", "fits laptops up to
 * 15.6\"", "Age: 3+", "Max Load: 120 kg"), and the amount a question asks about ("does it come in size 9?", "will
 * it fit a 13 inch laptop?", "is it ok for a 5 year old?"): whether the one holds the other. Free of side
 * effects and catalogue-blind: the units are general English, kept as data below.
 */
import { phrased } from './words.ts';

/** A unit as read: its family (only amounts of one family compare) and its size in the family's base. */
interface Unit {
  family: string;
  factor: number;
  /** The unit's name in a reply ("inches", "years"). */
  said: string;
}

/**
 * The units amounts are said in, by their spellings. A family that names what is counted (a person's age, a
 * number of people, a shoe's size system) answers a question of that family by itself; a physical measure
 * (a length, a weight) is had by many things, so the detail must also hold a word the question asks about.
 */
const UNITS: Record<string, Unit> = {};
const unit = (family: string, factor: number, said: string, ...spellings: string[]) => {
  for (const s of spellings) UNITS[s] = { family, factor, said };
};
unit('length', 1, 'mm', 'mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters');
unit('length', 10, 'cm', 'cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
unit('length', 1000, 'm', 'm', 'metre', 'metres', 'meter', 'meters');
unit('length', 25.4, 'inches', '"', '\u201d', '\u2033', "''", 'in', 'inch', 'inches');
unit('length', 304.8, 'feet', 'ft', 'foot', 'feet');
unit('weight', 1, 'g', 'g', 'gram', 'grams');
unit('weight', 1000, 'kg', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms');
unit('weight', 453.59, 'lb', 'lb', 'lbs', 'pound', 'pounds');
unit('weight', 28.35, 'oz', 'oz', 'ounce', 'ounces');
unit('volume', 1, 'ml', 'ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters');
unit('volume', 1000, 'L', 'l', 'litre', 'litres', 'liter', 'liters');
unit('time', 1, 'min', 'min', 'mins', 'minute', 'minutes');
unit('time', 60, 'hours', 'h', 'hr', 'hrs', 'hour', 'hours');
unit('duration', 1, 'months', 'month', 'months', 'mo');
unit('duration', 12, 'years', 'year', 'years', 'yr', 'yrs');
unit('age', 1, 'months old', 'months-old');
unit('age', 12, 'years old', 'years-old');
unit('people', 1, 'people', 'people', 'person', 'persons', 'player', 'players', 'user', 'users', 'guest', 'guests', 'adult', 'adults', 'kid', 'kids', 'child', 'children', 'rider', 'riders', 'seat', 'seats');
unit('temperature', 1, '°C', '°c', 'c', 'celsius');
unit('us size', 1, 'US', 'us');
unit('uk size', 1, 'UK', 'uk');
unit('eu size', 1, 'EU', 'eu');
unit('letter size', 1, '', 'letter');

/** Families that name what they measure: a detail in one answers a question in it without sharing another word. */
const NAMING_FAMILIES = new Set(['age', 'people', 'us size', 'uk size', 'eu size', 'letter size']);

/** Words before an amount that say it is a person's age ("ages 3-8", "Age: 3+"): a bare number of years. */
const AGE_WORDS = new RegExp(phrased`\b{ageWords}\b`, 'i');

/** Clothing sizes said in letters, smallest first; a range of them ("XS-XL") holds those between. */
const LETTER_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'];
const LETTER_ALIASES: Record<string, string> = { '2xs': 'xxs', '3xs': 'xxxs', '2xl': 'xxl', '3xl': 'xxxl', '4xl': 'xxxxl', small: 's', medium: 'm', large: 'l' };
/** A letter size's place among them ("XL", "small"); -1 for anything else. */
export const letterIndex = (said: string): number => LETTER_SIZES.indexOf(LETTER_ALIASES[said.toLowerCase()] ?? said.toLowerCase());
/** A letter size in a detail, upper case: "S" alone in a sentence is a word, so only in a range of two. */
const LETTER = String.raw`(?:[2-4]?X{1,4}[SL]|[SML])`;

/** An amount or a range of amounts: both ends when it is a range, one for a bound ("up to 15.6\"", "3+"). */
export interface Span {
  min?: number;
  max?: number;
  /** Whether an end is itself held ("up to", "3+") or not ("under", "over"). */
  minOpen?: boolean;
  maxOpen?: boolean;
  unit?: string;
  /** The span as written in the detail ("US 5-12", "up to 15.6\""). */
  text: string;
}

/** The amount a question asks about: "size 9" is 9 with no unit, "13 inch" is 13 inches, "XL" a letter size. */
export interface Asked {
  value: number;
  unit?: string;
  /** As the shopper said it, for the reply ("size 9", "17 inches"). */
  said: string;
  /** The question's words this amount took (its number, its unit, "size"). */
  took: number[];
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?(?:\s?(?:\u00bd|1/2))?|\u00bd`;
const numberOf = (said: string): number => {
  const half = /\u00bd|1\/2/.test(said) ? 0.5 : 0;
  const whole = said.replace(/\u00bd|1\/2/, '').replace(/,/g, '').trim();
  return (whole === '' ? 0 : Number(whole)) + half;
};

/** Unit spellings that are words of their own too. */
const AMBIGUOUS = new Set(['in', 'm', 'c', 'l', 'h']);

/** The unit spellings, longest first, as one alternation that ends at a word's end. */
const UNIT_WORDS = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  // "in", "m", "c", "l", "h" are words too ("5-12 in stock"): a unit only at the end, before punctuation or "to".
  .map((s) => (/^\w/.test(s) ? `${s.replace(/[-]/g, '\\-')}(?![a-z])${AMBIGUOUS.has(s) ? String.raw`(?=\s*(?:$|[,.;:)/\u2013\u2014-]|to\b))` : ''}` : s.replace(/["'\u201d\u2033]/g, (c) => `\\${c}`)))
  .join('|');
const UNIT_AFTER = String.raw`(?:\s?(?:°\s?)?(${UNIT_WORDS})(?:\s(?:old|olds)\b)?)?`;
const SYSTEM_BEFORE = String.raw`(?:\b(us|uk|eu)\s?)?`;
// A number inside a code ("AB12-34") is no amount: nothing of a word or a number before it.
const SIGNED = String.raw`(?:(?<![\w.])-)?(?<![\w.])(?:${NUMBER})`;
const DASH = String.raw`\s?(?:-|\u2013|\u2014)\s?|\s(?:to|and)\s`;

/** "5-12", "5 – 12", "5 to 12", "from 8.5\" to 19\"", "between 2 and 4 people", "US 5-12", "140–190 mm". */
const BETWEEN = new RegExp(String.raw`${SYSTEM_BEFORE}(${SIGNED})${UNIT_AFTER}(?:${DASH})(${SIGNED})${UNIT_AFTER}`, 'gi');
/** "up to 15.6\"", "max. 120 kg", "under 5 kg". */
const UPPER = new RegExp(String.raw`\b(up\s?to|max(?:imum)?\.?|at\smost|no\smore\sthan|not\smore\sthan|under|less\sthan|below)\s${SYSTEM_BEFORE}(${NUMBER})${UNIT_AFTER}`, 'gi');
/** "3+", "3+ years", "12 and up", "at least 2 people", "over 18". */
const LOWER = new RegExp(String.raw`${SYSTEM_BEFORE}(${NUMBER})${UNIT_AFTER}\s?(\+|\band\s(?:up|over|above|older)\b|\bor\s(?:more|older|over|above)\b)${UNIT_AFTER}|\b(at\sleast|min(?:imum)?\.?|over|more\sthan|older\sthan)\s${SYSTEM_BEFORE}(${NUMBER})${UNIT_AFTER}`, 'gi');
/** "XS-XL", "S – XXL": letter sizes. */
const LETTERS = new RegExp(String.raw`(?<![\w.])(${LETTER})\s?(?:-|\u2013|\u2014|to)\s?(${LETTER})(?![\w])`, 'g');
/** "Max Load: 120 kg", "Maximum user weight: 100 kg": a bound named by the detail's key. */
const KEYED_BOUND = new RegExp(String.raw`^\s*(max(?:imum)?|min(?:imum)?)\b[^:]*:\s*(${NUMBER})${UNIT_AFTER}\s*$`, 'i');

/** Words before a bound saying whom a product is not for. */
const NOT_FOR = new RegExp(phrased`\bnot\s{notFor}\b[^.;]*$`, 'i');

/** The unit a span is in: its own, else its system ("US"), else the words before it ("Age: 3+", "Players: 2-4"). */
function unitOf(own: string | undefined, system: string | undefined, before: string): string | undefined {
  const spelled = own?.toLowerCase();
  // "US 5-12 M": a size system said before the number wins over a short unit after it (a shoe's width, not metres).
  if (system && (!spelled || spelled.length <= 2)) return system.toLowerCase();
  if (spelled && UNITS[spelled]) {
    // "3+ years" said of an age ("Ages: 3+ years", "for ages 3 to 8 years") is an age.
    if (UNITS[spelled]!.family === 'duration' && AGE_WORDS.test(before)) return UNITS[spelled]!.factor === 12 ? 'years-old' : 'months-old';
    return spelled;
  }
  if (system) return system.toLowerCase();
  if (AGE_WORDS.test(before)) return 'years-old';
  // A count of people named by the detail's key ("Players: 2-4", "Capacity (people): 2-4"); in a sentence, "kids
  // 8 and up" is an age, not a number of kids, so only a key says so.
  const key = /^([^:]*):\s*$/.exec(before)?.[1] ?? '';
  return [...key.toLowerCase().matchAll(/[a-z]+/g)].map((w) => w[0]).reverse().find((w) => UNITS[w]?.family === 'people');
}

/** Every range or bound a line of a product's details states, in the order written. */
export function spansIn(line: string): Span[] {
  const spans: (Span & { at: number; end: number })[] = [];
  const free = (at: number, end: number) => spans.every((s) => end <= s.at || at >= s.end);
  const keyed = KEYED_BOUND.exec(line);
  if (keyed) {
    const value = numberOf(keyed[2]!);
    const unit = unitOf(keyed[3], undefined, line.slice(0, keyed.index));
    const text = line.slice(line.indexOf(':') + 1).trim();
    spans.push({ ...(/^max/i.test(keyed[1]!) ? { max: value } : { min: value }), ...(unit ? { unit } : {}), text, at: 0, end: line.length });
  }
  for (const m of line.matchAll(BETWEEN)) {
    const [min, max] = [numberOf(m[2]!), numberOf(m[4]!)];
    // "12-3", "12-core": numbers that do not rise are no range of amounts; nor are years ("2016-2017", no unit).
    const years = [min, max].every((n) => Number.isInteger(n) && n >= 1900 && n <= 2100) && (m[5] ?? m[3]) === undefined;
    if (!(min < max) || years || !free(m.index, m.index + m[0].length)) continue;
    const word = /\s(and)\s/.exec(m[0]);
    if (word && !/\bbetween\s$/i.test(line.slice(0, m.index).slice(-9))) continue;
    const unit = unitOf(m[5] ?? m[3], m[1], line.slice(0, m.index));
    spans.push({ min, max, ...(unit ? { unit } : {}), text: m[0].trim(), at: m.index, end: m.index + m[0].length });
  }
  for (const m of line.matchAll(LETTERS)) {
    const [min, max] = [letterIndex(m[1]!), letterIndex(m[2]!)];
    if (min < 0 || max <= min || !free(m.index, m.index + m[0].length)) continue;
    spans.push({ min, max, unit: 'letter', text: m[0].trim(), at: m.index, end: m.index + m[0].length });
  }
  for (const m of line.matchAll(UPPER)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const unit = unitOf(m[4], m[2], line.slice(0, m.index));
    const open = /^(?:under|less|below)/i.test(m[1]!);
    spans.push({ max: numberOf(m[3]!), ...(open ? { maxOpen: true } : {}), ...(unit ? { unit } : {}), text: m[0].trim(), at: m.index, end: m.index + m[0].length });
  }
  for (const m of line.matchAll(LOWER)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const [system, said, own] = m[2] !== undefined ? [m[1], m[2], m[3] ?? m[5]] : [m[7], m[8], m[9]];
    const unit = unitOf(own, system, line.slice(0, m.index));
    const open = /^(?:over|more|older)/i.test(m[6] ?? '');
    spans.push({ min: numberOf(said!), ...(open ? { minOpen: true } : {}), ...(unit ? { unit } : {}), text: m[0].trim(), at: m.index, end: m.index + m[0].length });
  }
  // "not for ages under 3", "not suitable for children under 36 months": a bound said of whom it is not for.
  const negated = (at: number) => NOT_FOR.test(line.slice(Math.max(0, at - 40), at));
  return spans.filter((span) => !negated(span.at)).sort((a, b) => a.at - b.at).map(({ at: _at, end: _end, ...span }) => span);
}

const family = (unit: string | undefined) => (unit === undefined ? undefined : UNITS[unit]?.family);
/** Whether a unit's family names what it measures (`NAMING_FAMILIES`). */
export const namesItsKind = (unit: string | undefined) => NAMING_FAMILIES.has(family(unit) ?? '');

/**
 * Whether the span holds the amount: true or false, or undefined when it says nothing of it (another unit, or a
 * number in a unit against a span without one). An amount without a unit ("size 9") is read in the span's.
 */
export function holds(span: Span, asked: Pick<Asked, 'value' | 'unit'>): boolean | undefined {
  let value = asked.value;
  if (asked.unit !== undefined) {
    if (span.unit === undefined || family(span.unit) !== family(asked.unit)) return undefined;
    value = (value * UNITS[asked.unit]!.factor) / UNITS[span.unit]!.factor;
  } else if (span.unit === 'letter') return undefined;
  // Rounding of a conversion (15.6" is 396.24 mm) is no difference.
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
  if (span.min !== undefined && (span.minOpen ? value <= span.min || near(value, span.min) : value < span.min && !near(value, span.min))) return false;
  if (span.max !== undefined && (span.maxOpen ? value >= span.max || near(value, span.max) : value > span.max && !near(value, span.max))) return false;
  return true;
}

/** How an asked unit is said back ("17 inches", "5 years old"). */
export function saidIn(unit: string | undefined): string {
  return unit === undefined ? '' : (UNITS[unit]?.said ?? unit);
}

/**
 * The amounts a question's words ask about: a number with the unit after it ("13 inch", "200mm", "5 year old",
 * "6 people") or a size word or system before it ("size 9", "ages 4", "US 10", "size M", "XL"). A number keeps its
 * point ("9.5"); said split there ("9 5"), a whole number right after another is its decimals.
 */
export function amountsAsked(words: readonly string[]): Asked[] {
  const found: Asked[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const before = words[i - 1];
    // "size m", "xl", "small" after "size": a letter size.
    const letter = letterIndex(w);
    if (letter >= 0 && (before === 'size' || /^(?:[2-4]?x{1,4}[sl])$/.test(w))) {
      found.push({ value: letter, unit: 'letter', said: `size ${w.toUpperCase()}`, took: before === 'size' ? [i - 1, i] : [i] });
      continue;
    }
    const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(w);
    if (!/^\d+(?:\.\d+)?$/.test(w) && !(glued && UNITS[glued[2]!])) continue;
    const took = [i];
    let said = glued ? glued[1]! : w;
    let spelled = glued?.[2];
    // "9 5" of "9.5"; "7 1 2" of "7 1/2".
    if (/^\d+$/.test(w) && /^\d+$/.test(words[i + 1] ?? '')) {
      if (words[i + 1] === '1' && words[i + 2] === '2') {
        said = `${said}.5`;
        took.push(i + 1, i + 2);
      } else {
        said = `${said}.${words[i + 1]!}`;
        took.push(i + 1);
      }
    }
    let next = took.at(-1)! + 1;
    if (!spelled && words[next] && UNITS[words[next]!] && !/^(?:us|uk|eu)$/.test(words[next]!)) {
      spelled = words[next]!;
      took.push(next++);
    }
    // "5 ft 10", "5 foot 10 inches", "5'10\"": feet and the inches after them, one length in inches.
    let inches: number | undefined;
    const other = UNITS[words[next + 1] ?? ''];
    if (spelled && UNITS[spelled]!.said === 'feet' && /^\d+$/.test(words[next] ?? '') && Number(words[next]) < 12 && (!other || other.said === 'inches')) {
      inches = Number(words[next]);
      took.push(next++);
      if (UNITS[words[next] ?? '']?.said === 'inches') took.push(next++);
    }
    // "5 year old", "5 years old", "a 3 month old": an age.
    let unitSaid = spelled;
    if (spelled && family(spelled) === 'duration' && /^olds?$/.test(words[next] ?? '')) {
      took.push(next);
      unitSaid = spelled.startsWith('month') ? 'months-old' : 'years-old';
    }
    // "ages 4", "age 10": an age; "US 9", "UK 6": a size system; "size 9": a number in the detail's own unit.
    if (!unitSaid && before && /^(?:ages?|aged)$/.test(before)) {
      unitSaid = 'years-old';
      took.unshift(i - 1);
    } else if (!unitSaid && before && /^(?:us|uk|eu)$/.test(before)) {
      unitSaid = before;
      took.unshift(i - 1);
    } else if (before === 'size') took.unshift(i - 1);
    const value = inches === undefined ? numberOf(said) : numberOf(said) * 12 + inches;
    // As the shopper said it: "size 9.5", "13 inch", "5 year old", "200mm".
    // A unit of one letter ("c", "g") lost its sign or its case with the words: said as the unit is written.
    const word = (k: number) => (spelled !== undefined && words[k] === spelled && spelled.length === 1 ? UNITS[spelled]!.said : words[k]!);
    const text = inches !== undefined ? took.map((k) => words[k]!).join(' ') : took.map((k) => (k === i ? (glued ? w : said) : k > i && /^\d+$/.test(words[k]!) ? '' : word(k))).filter((x) => x).join(' ').replace(/^(us|uk|eu)\b/, (c) => c.toUpperCase());
    found.push({ value, ...(inches !== undefined ? { unit: 'inch' } : unitSaid ? { unit: unitSaid } : {}), said: text, took: [...took].sort((a, b) => a - b) });
    i = Math.max(...took);
  }
  return found;
}
