/**
 * Short follow-ups the domain's `understand` reads as something else: "what about in white?" (a new search
 * for "white"), "add 2 of them" (two of every product shown), "what brands do you have?" (any products).
 */
import { normalise } from '@cartwise/domain/assistant/words';

const COLOURS = 'black|white|silver|gold|rose gold|space gr[ae]y|gr[ae]y|blue|red|pink|green|purple|yellow|orange|brown|beige|navy|teal|violet';
const COLOUR_ONLY = new RegExp(
  `^(?:(?:and |or )?(?:what|how) about |any |anything |got (?:one |any )?|do you have (?:one |any |it |them |this |that )?|does it come |is there (?:one |a )?)?(?:in |a |an )?(${COLOURS})(?: one| ones| version| colou?r)?$`,
);

/** The colour of a message that asks for nothing but a colour ("what about in white?", "any in black"). */
export function colourAsked(message: string): string | undefined {
  return normalise(message).replace(/[?!.]+$/, '').trim().match(COLOUR_ONLY)?.[1];
}

/** "add 2 of them", "I'll take three of those": a quantity of one product, not of each product shown. */
export const quantityOfThem = (message: string): boolean => /\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:them|these|those)\b/.test(normalise(message));

/** "what brands do you have?", "which brands do you sell": a question about the brands, not a search. */
export const asksForBrands = (message: string): boolean =>
  /^(?:what|which)\s+brands?\b(?!.*\b(?:of|for)\b)|\bbrands?\s+(?:do|does)\s+(?:you|the shop|the store)\s+(?:have|carry|sell|stock)\b/.test(normalise(message).replace(/[?!.]+$/, ''));
