/**
 * How shoppers say what they ask, in general English (read.ts): the patterns of the shop's business (policies,
 * small talk, more), of refinements, comparisons and questions, and the words that name no product. No
 * catalogue word belongs here.
 */
import type { Asked, PolicyTopic, Refinement } from './request.ts';

export const POLICY_TOPICS: [RegExp, PolicyTopic][] = [
  // "and if I spend more than fifty?": what an order above an amount changes is its shipping.
  [/\bif\s(?:i|we)\s(?:spend|order|buy)\s(?:more\sthan|over|above|at\sleast)\b|\b(?:shipping|ship|ships|shipped|postage|delivery (?:fee|cost|charge)s?|free delivery|delivery (?:is\s|for\s)?free|pay (?:for|extra for) (?:the )?delivery)\b/, 'shipping'],
  [/\b(?:deliver|delivery|delivered|arrive|arrives|how long (?:does|will|would|do|can) (?:it|that|this|[a-z]+(?:\s[a-z]+)?) take|how many (?:business |working )?(?:days|weeks)(?![^?]*\s(?:last|lasts|run|runs)\b)|express)\b|\bwhen\s(?:will|would|should|can|could|do|does)\s(?:i|we|it|they)\s(?:get|receive|expect|have)\b/, 'delivery'],
  [/\b(?:return|returns|returning|refund|refunds|exchange|exchanges|money back|send it back|send back|(?:don'?t|doesn'?t|does not|do not) fit|wrong size|damaged|broken|faulty)\b/, 'returns'],
  [/\b(?:pay|paying|payment|payments|paypal|credit cards?|debit cards?|cash on delivery|wallet|installments?)\b/, 'payment'],
  [/\b(?:contact|reach you|email you|phone number|call you|customer service|customer support|support team|talk to (?:a )?(?:human|person|someone))\b/, 'contact'],
  [/\b(?:tax|taxes|vat|sales tax)\b/, 'tax'],
];

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

export const REFINEMENTS: [RegExp, Refinement][] = [
  // A budget said to be smaller or bigger ("too pricey", "I can spend more") asks for the same.
  [/\b(?:cheaper|less expensive|lower priced|lower price|more affordable|less pricey|cheaper ones?|something cheaper|(?<!\b(?:is|are|was|were|isn'?t|aren'?t)\s(?:it|this|that|they|these|those)\s)(?:too|so)\s(?:pricey|expensive|dear|costly|much)|out of (?:my|our) (?:budget|price range)|spend less|lower (?:my |the )?budget|smaller budget|tighter budget)\b/, 'cheaper'],
  // "more capacity than that": more of a quality than the products shown is a step up.
  [/\b(?:more\s[a-z]+\sthan\s(?:that|this|it|those|these|them)|pricier|(?:something|anything|ones?|bit|little)\snicer|better quality|higher quality|more expensive|higher end|higher priced|fancier|more premium|costlier|spend (?:a (?:bit|little|lot) )?more|bigger budget|higher budget|larger budget|(?:my|our|the) budget is (?:higher|bigger|larger))\b/, 'pricier'],
  [/\b(?:(?:better|higher) (?:rated|reviewed|reviews|ratings?)|better ones?|rated? (?:higher|better))\b/, 'better-rated'],
  [/\b(?:other|another|different|else'?s?)\s(?:brands?|makers?|manufacturers?|labels?|companies|company)\b|\bnot\s(?:this|that)\s(?:brand|maker|manufacturer)\b/, 'other-brand'],
];

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

/** "any in red?", "do they come in blue?", "got them in size 10?", "in black?": the words after "in" narrow the last search. */
export const IN_WORDS = /^\s(?:(?:what about|how about|any|anything|something|some|ones?|(?:have you |you )?got (?:any|it|them|one|those|these)|do you have (?:any|it|them|one|those|these)|(?:do|does|can) (?:they|it|these|those) come|(?:is|are) (?:it|they|these|those) available|available)\s)?in\s(?:a\s|an\s)?((?:[a-z0-9-]+\s?){1,3}?)(?:\sinstead|\stoo|\sas well|\sby any chance)?\s*[?.!]*\s*$/;

/** "do you have one with bluetooth?", "any with a lid?", "ones that have pockets": the words narrow the last search. */
export const WITH_WORDS = /^\s(?:(?:do you have|have you got|got|is there|are there|show me)\s)?(?:one|ones|any|some|something|anything)\s(?:with|that has|that have|which has|which have|having)\s(?:a\s|an\s|some\s)?((?:[a-z0-9-]+\s?){1,3}?)\s*[?.!]*\s*$/;

/** "do you sell the …?", "have you got the …?": whether the shop has one product, named with "the". */
export const HAVE_THE = /^\s(?:(?:do|does)\s(?:you|u|ya|the (?:shop|store))\s(?:guys\s)?(?:still\s)?(?:have|sell|carry|stock|offer)|(?:have\s)?(?:you|u)\s(?:still\s)?got|(?:is|are)\s(?:there|you\sselling))\sthe\s(.+?)\s*[?.!]?\s*$/;

/** "what's…", "who…", "why…": a question that may not be about products at all. */
export const OPEN_QUESTION = /^\s(?:what(?!\sabout\b)|what'?s|who|who'?s|whom|whose|why|when|where|how'?s|write|sing|translate|explain|calculate|solve|tell me a|(?:can|could|would|will) you (?:please\s)?(?!(?:find|show|recommend|suggest|help|add|remove|put|compare|check|tell|give|get|list|search|look|apply|track|send|ship|deliver|sell|have|carry|stock|order)\b)[a-z]+\s(?:me\s|us\s)?(?:a|an|the|some|my|our)\b)/;

export const ASKED: [RegExp, Asked][] = [
  [/\b(?:in stock|available|availability|sold out|out of stock|any left|have it|back in stock|can i (?:buy|get|order))\b/, 'stock'],
  [/\b(?:on sale|discounted|on offer|any discount|a discount|reduced|marked down)\b/, 'sale'],
  [/\b(?:how much|price|cost|costs|priced|expensive|cheap)\b/, 'price'],
  [/\b(?:rating|rated|reviews?|stars?|any good|worth it)\b/, 'rating'],
  [/\b(?:tell me (?:more )?about|more about|details?|describe|specs?|specifications?|features?|more info|information|what is it|what's it like)\b/, 'details'],
];

/** Verbs that put a product in the cart. */
export const ADDING_VERBS = new Set('add put throw place buy order purchase take'.split(' '));

/** Verbs and prepositions that link "how much <noun>" to the product it is asked of. */
export const LINKING = '(?:is|are|was|were|does|do|did|will|would|can|could|should|on|in|of|for|with|comes?|fits?)';
/** Verbs saying what a product holds or does with the amount asked ("have", "hold", "take"): no name. */
export const HOLDING_VERBS = new Set('have has hold holds come comes with work works take takes store stores support supports fit fits carry carries include includes get gets play plays seat seats serve serves there handle handles withstand withstands survive survives'.split(' '));

/** Words asking how two things differ, which shoppers may misspell ("diffrence", "comparision"). */
export const COMPARING = 'difference differences differ compare comparison versus choose decide tell'.split(' ');

/** What "how heavy", "how big" … ask about, as a product's details name it. */
export const MEASURES: Record<string, string> = {
  heavy: 'weight',
  much: 'weight',
  // A size is given as dimensions as often as by its own name.
  // … and a container's by what it holds.
  big: 'size dimensions volume capacity',
  large: 'size dimensions volume capacity',
  tall: 'height dimensions',
  wide: 'width dimensions',
  deep: 'depth dimensions',
  long: 'length dimensions',
};

/** Words asking where an order is or what became of it, rather than about a policy. */
export const ORDER_STATUS = /\b(?:where|track|tracking|status|shipped|dispatched|arrived?|arriving|delivered|happened|update|coming)\b/;

/** People a gift is for. */
export const PEOPLE = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\\s-]years?[\\s-]olds?|toddlers?|teens?|teenagers?|mom|mum|mother|dad|father|parents?|wife|husband|partner|son|daughter|kids?|children|child|baby|boyfriend|girlfriend|friends?|brother|sister|grandma|grandmother|grandpa|grandfather|grandad|granddad|nan|nana|gran|granny|grandson|granddaughter|niece|nephew|aunt|auntie|uncle|cousin|fiance|fiancee|neighbou?r|boss|teacher|colleague|coworker|someone|somebody|him|her|them';

/** People known by what they love ("a coffee lover", "tennis fans"). */
export const FANS = 'lovers?|enthusiasts?|addicts?|aficionados?|buffs?|junkies?';

/** "for it", "for the first one": what a thing asked for goes with. */
export const FOR_REF = /\b(?:for|(?:to\s|that\s|which\s)?go(?:es)?\s(?:well\s)?with|(?:to|that|which)\s(?:match(?:es)?|fits?|suits?|works?\swith)|compatible\swith|(?:to\s)?use\swith|matching)\s((?:it|this(?:\sone)?|that(?:\sone)?|them|these|those|the\s(?:first|1st|second|2nd|third|3rd|last)(?:\sone)?))(?=\s*[?.!]?\s*$)/;

/** Words that start a new search rather than narrow the last one. */
export const FRESH = /\b(?:something|anything|everything|products|items|stuff|whatever|trending|popular)\b/;
/** Of those, the words that always look over the whole shop ("everything under $20"). */
export const FRESH_ALL = /\b(?:everything|products|items|stuff|whatever|trending|popular)\b/;
export const REFINEMENT_FILLER = new Set(('a bit little lot slightly much even way somewhat ones option options instead please show me something version versions model models alternative alternatives variant make go ' +
  // Who rates them ("people rate higher") and what the shopper thought of the last ("meh").
  'people folks everyone everybody customers buyers meh hmm nah similar alike same').split(' '));
/** Question words that are not part of a product's name. */
export const QUESTION_FILLER = new Set('about much many long big does did has will would tell details detail describe info information like compared whether if'.split(' '));

/** Words that ask for an action, not for a product. */
export const COMMAND_WORDS = new Set('compare comparison difference differences between add put remove delete drop cart basket bag question all both each every'.split(' '));
