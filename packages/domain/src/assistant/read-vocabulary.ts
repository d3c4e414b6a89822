/**
 * How shoppers say what they ask, in general English (read.ts): the patterns of the shop's business (policies,
 * small talk, more), of refinements, comparisons and questions, and the words that name no product. No
 * catalogue word belongs here.
 */
import phrases from './phrases.json' with { type: 'json' };
import type { Asked, PolicyTopic, Refinement } from './request.ts';
import { anyOf, wordSet } from './words.ts';

/** Each table of phrases.json (name -> phrases) as patterns, in its order: the first that matches leads. */
export const patterns = <T extends string>(table: Record<string, readonly string[]>) => Object.entries(table).map(([name, said]): [RegExp, T] => [anyOf(said), name as T]);

// "and if I spend more than fifty?": what an order above an amount changes is its shipping.
export const POLICY_TOPICS = patterns<PolicyTopic>(phrases.policy);

/** "hi", "hey hey", "hello there": a greeting, said once or more. */
const GREETING_WORD = '(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)|yo)';
export const GREETING = new RegExp(String.raw`^\s*${GREETING_WORD}(?:[\s,!.]+${GREETING_WORD})*(?:\s(?:there|again|assistant|bot))?[\s!.?]*$`);
export const THANKS = /^\s*(?:(?:ok|okay|great|perfect|awesome|nice|cool|got it|good|brilliant|lovely|excellent|wonderful|fab|fantastic|amazing|super)[\s,!.]*)*(?:thanks|thank you|thx|ty|ta|cheers|much appreciated|appreciate it)?(?:\s(?:so much|a lot|very much|again))?[\s!.]*$/;
export const FAREWELL = /^\s*(?:(?:ok|okay|alright|great|cool)[\s,!.]*)?(?:bye|goodbye|good bye|bye bye|see you|see ya|cya|later|that'?s all|that is all|that'?s it|nothing else|no thanks|no thank you|nope,? that'?s all|i'?m done|i am done|i'?m good|all good)(?:\s(?:for now|then|thanks|thank you|bye))*[\s!.]*$/;
export const THANKS_FIRST = /^\s(?:thanks|thank you|thx|ty|cheers|great,? thanks|perfect,? thanks)\b/;
/**
 * A question about what the assistant can do, with nothing asked after the verb in its sentence: "what can you
 * (actually) do?", "what kind of things can you help me with?", "what are you able to do?", "how does this bot
 * work?". "what can you do about a damaged parcel?" asks something after it (and a policy named wins anyway).
 */
export const ABOUT_ASSISTANT = /\b(?:what|which)\s(?:else\s|(?:kinds?|sorts?|types?)\sof\s(?:things?\s|stuff\s)?|things?\s)?(?:can|could|do|are|is)\s(?:you|u|(?:this|the)\s(?:chat|bot|assistant|thing))(?:\s[a-z]+){0,2}?\s(?:do|help(?:\s(?:me|us))?(?:\swith)?)(?:\sfor\s(?:me|us))?(?=\s*(?:[?.!]|$))|\bhow\s(?:does|do)\s(?:you|this|the)(?:\s(?:chat|bot|assistant|thing))?\swork\b/;
export const HELP = /^\s*(?:help|help me|what can you do|how does this work|how do you work|what do you do|who are you|what are you|what can i ask|how can you help|menu|options)[\s?!.]*$/;
/** How shoppers say a few more: "a couple", "a handful", "several", "two". */
export const FEW = String.raw`(?:a few|a couple(?:\sof)?|a handful(?:\sof)?|several|two|three|\d)`;
export const MORE = new RegExp(String.raw`^\s*(?:(?:show|give|tell|let me see|let me have|can i see|could i see|i'?d like to see|i want to see)\s(?:me\s)?)?(?:some\s|any\s|even\s|${FEW}\s)?(?:more|others|other ones|next|next page|more options|more results|anything else|what else|keep going|continue|(?:the\s)?rest(?:\sof\s(?:them|those|these|the\s[a-z]+))?|(?:the\s)?remaining(?:\sones)?)(?:\s(?:please|options|results|of (?:those|these|them)|like (?:that|this|these|those)))?[\s?!.]*$`);

/** "what else have you got?", "what else is there?", "got anything else?": more of the same. */
export const WHAT_ELSE = /^\s*(?:(?:what|anything|something|(?:(?:have\s)?(?:you\s)?got|do you have|is there)\s(?:anything|something))\selse)(?:\s(?:do|have|has|can|could|would|is|are|did)\b)?(?:\s(?:you|u|ya|there|the shop|the store)\b)?(?:\s(?:have|got|sell|carry|offer|show me|recommend|suggest|stock)\b)?(?:\s(?:got|in stock|like (?:that|this|these|those|them)|for me))?[\s?!.]*$/;

/** "show me more shirts", "more of the blue ones": more of something named. */
export const MORE_OF = new RegExp(String.raw`^\s*(?:(?:show|give|get|find)\s(?:me\s|us\s)?)?(?:some\s|${FEW}\s|any\s)?more\s(?!than\b|expensive\b|affordable\b)(?:of\s(?:the\s|those\s|these\s)?)?(?!.*\bones?[\s?!.]*$)(.+?)[\s?!.]*$`);

// A budget said to be smaller or bigger ("too pricey", "I can spend more") asks for the same; "more capacity than that",
// more of a quality than the products shown, is a step up.
export const REFINEMENTS = patterns<Refinement>(phrases.refinements);

/** "which is cheaper?", "which one's more expensive?", "what's better rated?": a comparative alone. */
export const WHICH_COMPARATIVE = /^\s(?:so\s)?(?:which|what)(?:'s|\sis|\sone\sis|\sone'?s|\sare)\s(?:the\s)?((?:[a-z]+\s){0,1}[a-z]+)(?:\sone)?(?:\s(?:of\s(?:the\s)?(?:two|them|these|those|both)|then))?\s*[?.!]?\s*$/;

/** "which of them…", "which one…", "which ones…", "are any of them …": about the products shown. */
export const WHICH_OF_THEM = /^\s(?:so\s)?(?:which\s(?:one|ones|of\s(?:them|these|those|the\s\w+)|(?=(?:costs?|gets?|has|lasts?|weighs?|holds?)\b))\b(?:\s(?:are|is|were|was))?|which\sare\b|(?:are|is)\s(?:any|some)\s(?:of\s)?(?:them|these|those|the\s\w+)\b)/;
/** "is it…", "does the…", "how much is…", "tell me about…": a question about one product rather than a search. */
export const QUESTION = /^\s(?:is|are|does|do|did|has|have|can|could|will|would|what (?:does|do|did)|how much|how many|how big|how long|how heavy|how(?!\sabout\b)|tell me|more about|details|describe|(?:what|how) about(?=\s(?:the|this|that|these|those|it|them|its|my|your|their)\b)|any info)\b|^\s(?:what|which)(?:'s|\sis|\sare)?\sthe\s[a-z]+(?:\s[a-z]+)?\s(?:of|on|for|in)\s|^\s(?:what|which)\s[a-z]+(?:\s[a-z]+)?\s(?:does|do|did|has|have|can|could|will|would)\s(?:the|this|that|these|those)\b|^\s(?:what|which)\s(?!(?:one|ones|of)\b)[a-z]+\s(?:is|are|was|were)\s(?:the|this|that|these|those)\s(?!(?:best|top|cheapest|most|least|highest|lowest|newest)\b)[a-z0-9]+\s[a-z0-9]+/;
/** "do you have…", "is there…", "what … do you sell": a search, though worded as a question. */
export const SEARCH_QUESTION = /^\s(?:do|does|did|can|could|would|will)\s(?:you|u|ya|we|the (?:shop|store))\s(?:guys\s)?(?:have|sell|carry|stock|got|offer|recommend|suggest|find|show)\b|^\s(?:is|are)\sthere\b|^\s(?:have you got|got any|any)\b|^\s(?:what|which)\s.*\b(?:do you|you|do they|they)\s(?:have|sell|carry|got|offer|recommend|suggest)\b|^\s(?:what|which)(?:'s|s|\sis|\sare|\swould be)\s(?:the\s|your\s|a\s|an\s|some\s)?(?:best|cheapest|most|top|good|great|nice|decent|newest|latest|trending|popular|on sale)\b/;

/** "what sizes?", "which colours?", "what's the warranty?", "what are the specs?": a noun asked alone. */
export const ELLIPTICAL = /^\s(?:so\s|and\s|ok\s)?(?:what|which)(?:'s|\sis|\sare|\swas|\swere)?\s(?:the\s|its\s|their\s)?(?:kinds? of\s|sorts? of\s|types? of\s)?([a-z]+(?:\s[a-z]+)?)\s*[?.!]*\s*$/;
/** "and the battery?", "and storage?": one more thing asked of the product in focus. */
export const AND_NOUN = /^\s(?:and|also)\s(?:the\s|its\s|their\s)?([a-z]+(?:\s[a-z]+)?)\s*\?\s*$/;

/**
 * Words that narrow the last search, said apart: "only <brand>", "just the <words>", "<words> only"; "something more
 * elegant"; "any in red?", "do they come in blue?", "got them in size 10?"; "one with bluetooth?", "ones that have pockets".
 */
export const NARROWING = [
  /^\s(?:(?:only|just)\s(?:the\s)?(.+?)|(.+?)\sonly)(?:\splease|\spls|\sthanks)?\s*[?.!]*\s*$/,
  /^\s(?:(?:show me|got|have you got|do you have)\s)?(?:something|anything|one|ones|some)\s(?:a\s(?:bit|little)\s|a\slot\s|much\s|even\s)?more\s([a-z]+)\s*[?.!]*\s*$/,
  /^\s(?:(?:what about|how about|any|anything|something|some|ones?|(?:have you |you )?got (?:any|it|them|one|those|these)|do you have (?:any|it|them|one|those|these)|(?:do|does|can) (?:they|it|these|those) come|(?:is|are) (?:it|they|these|those) available|available)\s)?in\s(?:a\s|an\s)?((?:[a-z0-9-]+\s?){1,3}?)(?:\sinstead|\stoo|\sas well|\sby any chance)?\s*[?.!]*\s*$/,
  /^\s(?:(?:do you have|have you got|got|is there|are there|show me)\s)?(?:one|ones|any|some|something|anything)\s(?:with|that has|that have|which has|which have|having)\s(?:a\s|an\s|some\s)?((?:[a-z0-9-]+\s?){1,3}?)\s*[?.!]*\s*$/,
  // "from <maker>?", "any by <maker>?", "ones made in <place>": who makes them or where, of the last list.
  /^\s(?:(?:and\s|so\s)?(?:what about\s|how about\s)?(?:(?:do you have|have you got|got|show me)\s)?(?:any|anything|some|something|ones?)\s)?(?:made\s)?(?:from|by|made in)\s(?!\$|\d|the\s(?:first|second|third|last)\b)((?:[a-z0-9&'.-]+\s?){1,4}?)(?:\sinstead|\stoo|\sas well|\splease)?\s*[?.!]*\s*$/,
];

/** "do you sell the …?", "have you got the …?": whether the shop has one product, named with "the". */
export const HAVE_THE = /^\s(?:(?:do|does)\s(?:you|u|ya|the (?:shop|store))\s(?:guys\s)?(?:still\s)?(?:have|sell|carry|stock|offer)|(?:have\s)?(?:you|u)\s(?:still\s)?got|(?:is|are)\s(?:there|you\sselling))\sthe\s(.+?)\s*[?.!]?\s*$/;

/** "what's…", "who…", "why…": a question that may not be about products at all. */
export const OPEN_QUESTION = /^\s(?:what(?!\sabout\b)|what'?s|who|who'?s|whom|whose|why|when|where|how'?s|write|sing|translate|explain|calculate|solve|tell me a|(?:can|could|would|will) you (?:please\s)?(?!(?:find|show|recommend|suggest|help|add|remove|put|compare|check|tell|give|get|list|search|look|apply|track|send|ship|deliver|sell|have|carry|stock|order)\b)[a-z]+\s(?:me\s|us\s)?(?:a|an|the|some|my|our)\b)/;

export const ASKED = patterns<Asked>(phrases.asked);

/** Verbs that put a product in the cart. */
export const ADDING_VERBS = wordSet(phrases.addingVerbs);

/** Verbs and prepositions that link "how much <noun>" to the product it is asked of. */
export const LINKING = '(?:is|are|was|were|does|do|did|will|would|can|could|should|on|in|of|for|with|comes?|fits?)';
/** Verbs saying what a product holds or does with the amount asked ("have", "hold", "take"): no name. */
export const HOLDING_VERBS = wordSet(phrases.holdingVerbs);

/** Words asking how two things differ, which shoppers may misspell ("diffrence", "comparision"). */
export const COMPARING = [...wordSet(phrases.comparing)];

/**
 * What "how heavy", "how big" … ask about, as a product's details name it: a size is given as dimensions as often
 * as by its own name, and a container's by what it holds.
 */
export const MEASURES: Record<string, string> = phrases.measures;

/** Words asking where an order is or what became of it, rather than about a policy. */
export const ORDER_STATUS = /\b(?:where|track|tracking|status|shipped|dispatched|arrived?|arriving|delivered|happened|update|coming)\b/;

/** People a gift is for. */
export const PEOPLE = phrases.people.join('|');

/** People known by what they love ("a coffee lover", "tennis fans"). */
export const FANS = phrases.fans.join('|');

/** "for it", "for the first one": what a thing asked for goes with. */
export const FOR_REF = /\b(?:for|(?:to\s|that\s|which\s)?go(?:es)?\s(?:well\s)?with|(?:to|that|which)\s(?:match(?:es)?|fits?|suits?|works?\swith)|compatible\swith|(?:to\s)?use\swith|matching)\s((?:it|this(?:\sone)?|that(?:\sone)?|them|these|those|the\s(?:first|1st|second|2nd|third|3rd|last)(?:\sone)?))(?=\s*[?.!]?\s*$)/;

/** Words that start a new search rather than narrow the last one. */
export const FRESH = /\b(?:something|anything|everything|products|items|stuff|whatever|trending|popular)\b/;
/** Of those, the words that always look over the whole shop ("everything under $20"). */
export const FRESH_ALL = /\b(?:everything|products|items|stuff|whatever|trending|popular)\b/;
// Words a change says besides it, who rates them ("people rate higher") and what the shopper thought of the last ("meh").
export const REFINEMENT_FILLER = wordSet(phrases.refinementFiller);
/** Question words that are not part of a product's name. */
export const QUESTION_FILLER = wordSet(phrases.questionFiller);

/** Words that ask for an action, not for a product. */
export const COMMAND_WORDS = wordSet(phrases.commandWords);
