/**
 * Instruction-tuned 7B models report rather than state: "According to the post, the launch moved
 * to May", "The author argues that remote work raised productivity", "This tweet announces an
 * open-source model", "Engineers are invited to apply, the author adds". The content is the card's;
 * only the clause that points at the post or its author goes (issue 11, section 2). A line with no
 * content left ("This tweet is about the following:") becomes empty and is dropped by the shaper.
 */
import { capitaliseFirst, tidySpaces } from './clean-model-text.ts';
import { rememberLines } from './remember-lines.ts';
import { CLAUSE_VERBS, forms, IRREGULAR, OBJECT_VERBS, TOPIC_VERB } from './reporting-verbs.ts';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, '\\s+'))
    .join('|');

/**
 * The patterns, built on first use: they are large, and a page that loads core for other rules
 * must not pay for them (nor keep them in its bundle: building them at load is a side effect).
 * They are in lower case and matched on the line's lower case (`replaceInLowerCase`), without
 * the `i` flag that made compiling them cost three times as much.
 */
function buildPatterns() {
  /** Verbs that report speech or thought: after them a clause may follow without "that". */
  const BARE_CLAUSE_VERB = alternation([
    ...IRREGULAR.filter((verb) => /^(?:say|said|think|thought|feel|felt|write|wrote)/.test(verb)),
    ...[
      'argue',
      'claim',
      'believe',
      'suggest',
      'insist',
      'contend',
      'assert',
      'reckon',
      'maintain',
    ].flatMap(forms),
  ]);
  /**
   * Verbs of hope, doubt and guessing: "hopes that the vote passes" is not "the vote passes", so the
   * clause after them is never lifted out; the line keeps the verb, headline-style.
   */
  const UNCERTAIN = new Set(
    ['hope', 'fear', 'expect', 'estimate', 'predict', 'wonder', 'worry', 'speculate', 'question']
      .concat([
        'doubt',
        'ask',
        'wish',
        'want',
        'hint',
        'tease',
        'plan',
        'seek',
        'propose',
        'request',
      ])
      .flatMap(forms),
  );
  const ALL_VERBS = [...CLAUSE_VERBS.flatMap(forms), ...OBJECT_VERBS.flatMap(forms), ...IRREGULAR];
  /** A reporting verb: followed by "that" (or a colon or a quote), what follows is the content. */
  const CLAUSE_VERB = alternation(ALL_VERBS.filter((verb) => !UNCERTAIN.has(verb)));
  /** Any verb of the poster's, kept in front of its object: "Announces an open-source model". */
  const ANY_VERB = alternation([...ALL_VERBS, ...UNCERTAIN]);
  /** After a reporting verb without "that", these start no clause: "argues for …", "explains how …". */
  const NOT_A_CLAUSE =
    '(?!(?:for|against|about|with|in|on|at|over|to|into|from|of|by|why|how|what|whether|when|where|who|us|me|him|her|them|so|and|but|or)(?![\\p{L}\\p{N}]))';

  /** What points at the post or at who wrote it. */
  const POST_NOUN =
    '(?:x\\s+|original\\s+|social\\s+media\\s+|latest\\s+|recent\\s+|short\\s+|given\\s+|above\\s+|provided\\s+)?(?:tweets?|posts?|thread|text|passage|snippet)';
  const PERSON_NOUN =
    '(?:original\\s+)?(?:author|user|poster|tweeter|writer|creator|op|original\\s+poster|account(?:\\s+(?:owner|holder))?|person|individual|speaker|narrator)';
  const HANDLE = '(?:\\s*,?\\s*\\(?@[A-Za-z0-9_]{1,15}\\)?,?)?';
  /** "(the|this) tweet by @NASA", "the author, @maya,", "the user (a developer)", "OP". */
  const REFERENCE = `(?:(?:the|this|that|our|said)\\s+(?:${POST_NOUN}(?:\\s+(?:from|by)\\s+@?[\\p{L}\\p{N}_.]+)?|${PERSON_NOUN}(?:\\s+of\\s+(?:the|this)\\s+${POST_NOUN})?)${HANDLE}(?:\\s*\\([^)]{1,60}\\))?|(?:the|this)\\s+(?:tweet|post|thread)['’]s\\s+(?:author|writer|creator|poster)|(?:author|user|op|they|[\\p{L}]+['’]s\\s+(?:tweet|post|thread)))(?:\\s*,\\s*(?:an?|the|who|which)\\s[^,]{1,60},)?`;
  /** Said between the subject and its verb: "also", "is excited to", "seems to", "goes on to". */
  const BETWEEN =
    '(?:\\s+(?:also|further|then|now|clearly|strongly|openly|proudly|excitedly|happily|simply|briefly|basically|essentially|mainly|primarily|directly|explicitly|firmly|repeatedly|later|first|finally|(?:is|are|was|were|has|have|had)(?:\\s+(?:been|also|now|just))?|(?:is|are|was|were)\\s+(?:excited|happy|proud|thrilled|pleased|glad|eager|keen|quick)\\s+to|(?:seems?|appears?|wants?|tries|tried|goes\\s+on|went\\s+on|continues?|would\\s+like|likes?)\\s+to))*';

  const LEADING_ACCORDING = new RegExp(
    `^(?:according\\s+to|as\\s+(?:stated|mentioned|noted|said|reported|explained|shared|described|announced|highlighted|pointed\\s+out|written|put|claimed|argued)(?:\\s+(?:in|by|on))?|(?:as\\s+)?per|based\\s+on|judging\\s+(?:by|from)|in|within|from|on|with)\\s+${REFERENCE}\\s*(?:[,:;]|[-–—](?=\\s))\\s*`,
    'u',
  );
  /** "According to the post the launch moved" without a comma: only before a clear clause. */
  const LEADING_ACCORDING_BARE = new RegExp(`^according\\s+to\\s+${REFERENCE}\\s+(?=\\p{L})`, 'u');
  const LEADING_CLAUSE = new RegExp(
    `^${REFERENCE}${BETWEEN}\\s+(?:${CLAUSE_VERB})(?:\\s+(?:us|readers|followers|everyone|people))?(?:\\s*,\\s*|\\s+|(?=:))(?:that\\s+|:\\s*|[-–—]\\s*|(?=["“]))`,
    'u',
  );
  const LEADING_BARE_CLAUSE = new RegExp(
    `^${REFERENCE}${BETWEEN}\\s+(?:${BARE_CLAUSE_VERB})(?:\\s*,\\s*|\\s+)${NOT_A_CLAUSE}(?=[\\p{L}\\p{N}$£€])`,
    'u',
  );
  const LEADING_OBJECT = new RegExp(`^${REFERENCE}${BETWEEN}\\s+(?=(?:${ANY_VERB})\\s)`, 'u');
  const LEADING_TOPIC = new RegExp(`^${REFERENCE}${BETWEEN}\\s+(?:${TOPIC_VERB})\\s+`, 'u');
  /** "The main point of the tweet is that …", "The tweet's key message is …". */
  const LEADING_GIST = new RegExp(
    `^(?:the\\s+)?(?:(?:main|key|central|core|overall|big|basic)\\s+(?:point|message|idea|takeaway|gist|argument|thesis|claim|announcement|news|upshot)(?:\\s+(?:of|in)\\s+${REFERENCE})?|(?:point|message|idea|takeaway|gist|argument|thesis|claim|announcement|news|upshot)\\s+(?:of|in)\\s+${REFERENCE})\\s+(?:is|was|seems\\s+to\\s+be)\\s*(?:that\\s+|:\\s*)?|^${REFERENCE}['’]s\\s+(?:(?:main|key|central|core|overall|big|basic)\\s+)?(?:point|message|idea|takeaway|gist|argument|thesis|claim|announcement|news|upshot)\\s+(?:is|was)\\s*(?:that\\s+|:\\s*)?`,
    'u',
  );
  /** "The tweet is a reminder to …", "This post is an announcement of …": the noun phrase stays. */
  const LEADING_COPULA_NOUN = new RegExp(
    `^(?:the|this|that)\\s+${POST_NOUN}\\s+(?:is|was|serves\\s+as)\\s+(?=(?:a|an)\\s)`,
    'u',
  );
  /** "The author is excited that …", "The user is frustrated with …". */
  const LEADING_FEELING = new RegExp(
    `^${REFERENCE}\\s+(?:is|was|seems|appears|sounds|feels|remains)\\s+(?:(?:very|really|quite|clearly|so|pretty|deeply|visibly)\\s+)?(?=(?:excited|happy|thrilled|proud|glad|pleased|frustrated|angry|upset|disappointed|worried|concerned|critical|skeptical|sceptical|optimistic|pessimistic|confident|grateful|thankful|unhappy|annoyed|impressed|surprised|shocked|amazed|curious|unsure|confused|hopeful|sad|furious|delighted|relieved|nostalgic|enthusiastic|fed\\s+up|tired|looking\\s+forward)\\b)`,
    'u',
  );
  const FEELING_THAT = /^\p{L}+(?:\s+up)?\s+that\s+/iu;
  /** "It seems that …" after a pointer went. */
  const LEADING_IT_SEEMS =
    /^(?:it\s+(?:seems|appears|sounds|looks)\s+(?:like|that)|(?:we|you|one)\s+(?:can\s+)?(?:learn|see|find\s+out|understand|know|read)\s+that)\s+/iu;
  /** He or she as the reporting subject, only before a "that" clause. */
  const LEADING_PRONOUN_THAT = new RegExp(
    `^(?:he|she)${BETWEEN}\\s+(?:${CLAUSE_VERB})\\s+that\\s+`,
    'u',
  );

  const TRAILING = new RegExp(
    [
      `,?\\s*(?:according\\s+to|as\\s+(?:stated|mentioned|noted|said|reported|explained|written|put|claimed)\\s+(?:in|by)|per)\\s+${REFERENCE}`,
      `,\\s*${REFERENCE}${BETWEEN}\\s+(?:${CLAUSE_VERB})`,
      `,\\s*as\\s+${REFERENCE}\\s+(?:puts|put|says|said|notes|noted|writes|wrote|explains|explained)(?:\\s+it)?`,
      `,\\s*(?:${CLAUSE_VERB})\\s+${REFERENCE}`,
      `\\s*\\((?:according\\s+to|per|via|says|said)\\s+${REFERENCE}\\)`,
      `\\s+(?:in|within)\\s+(?:this|the|that)\\s+${POST_NOUN}`,
    ]
      .map((part) => `(?:${part})`)
      .join('|')
      .concat('(?=\\s*[.!?…]*["”’)]*\\s*$)'),
    'u',
  );
  const MIDDLE = new RegExp(
    `,\\s*(?:(?:according\\s+to|as\\s+(?:stated|noted|said)\\s+(?:in|by)|per)\\s+${REFERENCE}|${REFERENCE}${BETWEEN}\\s+(?:${CLAUSE_VERB})|(?:${CLAUSE_VERB})\\s+${REFERENCE})\\s*,\\s*`,
    'gu',
  );
  return {
    LEADING_ACCORDING,
    LEADING_ACCORDING_BARE,
    LEADING_CLAUSE,
    LEADING_BARE_CLAUSE,
    LEADING_OBJECT,
    LEADING_TOPIC,
    LEADING_GIST,
    LEADING_COPULA_NOUN,
    LEADING_FEELING,
    FEELING_THAT,
    LEADING_IT_SEEMS,
    LEADING_PRONOUN_THAT,
    TRAILING,
    MIDDLE,
  };
}

let builtPatterns: ReturnType<typeof buildPatterns> | undefined;
/** The large patterns (their test holds them to what the `i` flag would match). */
export const reportingClausePatterns = (): ReturnType<typeof buildPatterns> =>
  (builtPatterns ??= buildPatterns());

/**
 * One step per large pattern, each compiling its pattern (V8 compiles a pattern at its first use
 * and again, to machine code, at its second): a server runs them at start, a turn apart, so
 * neither the first line it shapes nor a request meanwhile waits for all of them at once.
 */
export function reportingClauseWarmSteps(): Array<() => void> {
  const line = 'The author says that the patterns are compiled now, the post adds.';
  return Object.values(reportingClausePatterns()).map((pattern) => () => {
    const by = pattern.global ? ' ' : '';
    replaceInLowerCase(replaceInLowerCase(line, pattern, by), pattern, by);
  });
}

/** Leading and trailing reporting clauses in a few other languages models answer in. */
const OTHER_LANGUAGES: readonly RegExp[] = [
  /^(?:según|de\s+acuerdo\s+con)\s+(?:el|la|este|esta|su)\s+(?:tweet|tuit|publicación|post|mensaje|hilo|autor|autora|usuario|usuaria)\s*,\s*/iu,
  /^(?:el|la|este|esta)\s+(?:tweet|tuit|publicación|post|mensaje|autor|autora|usuario|usuaria)\s+(?:dice|afirma|explica|anuncia|señala|comenta|menciona|indica|asegura|destaca|sostiene|argumenta|cuenta|comparte|advierte|recuerda)\s+que\s+/iu,
  /^(?:selon|d['’]après)\s+(?:le|la|l['’]|ce|cette|son|sa)\s*(?:tweet|post|publication|message|fil|auteur|autrice|utilisateur|utilisatrice)\s*,\s*/iu,
  /^(?:le|la|l['’]|ce|cette)\s*(?:tweet|post|publication|message|auteur|autrice|utilisateur|utilisatrice)\s+(?:dit|affirme|explique|annonce|souligne|indique|précise|estime|rappelle|raconte|partage|note|assure|déclare)\s+(?:que\s+|qu['’]\s*)/iu,
  /^(?:laut|gemäß)\s+(?:dem|der|diesem|dieser)\s+(?:tweet|post|beitrag|autor|autorin|nutzer|nutzerin)s?\s*,?\s*/iu,
  /^(?:segundo|de\s+acordo\s+com)\s+(?:o|a|este|esta)\s+(?:tweet|post|publicação|autor|autora|usuário|usuária)\s*,\s*/iu,
  /^(?:o|a)\s+(?:tweet|post|publicação|autor|autora|usuário|usuária)\s+(?:diz|afirma|explica|anuncia|destaca|comenta|conta|lembra)\s+que\s+/iu,
  /^(?:der|die|dieser|diese)\s+(?:tweet|post|beitrag|autor|autorin|nutzer|nutzerin)\s+(?:sagt|schreibt|erklärt|betont|meint)\s*:\s*/iu,
  /^(?:この|その)?(?:ツイート|投稿|ポスト)(?:で|では|によると|によれば)[、,，]?\s*/u,
  /^(?:根据|据)(?:这条|该)?(?:推文|帖子|作者)[，,、]?\s*/u,
  /^(?:这条|该)?(?:推文|帖子)(?:中)?[，,、]?\s*(?:作者)?(?:说|表示|指出|提到)[，,：:]?\s*/u,
];

/** What is left when nothing was said: "the following", "several key points", "a few things". */
const NO_CONTENT =
  /^(?:(?:the|these|those|this|that|it|some|several|a\s+few|few|many|various|three|3|two|2|its|their|his|her)\s+)?(?:(?:following|main|key|important|interesting|different|major|notable)\s+)*(?:following|points?|things?|topics?|ideas?|issues?|matters?|details?|aspects?|facts?|items?|subjects?|themes?|it|this|that|summary|recap|overview)?\s*(?:below|here|above)?\s*[.:!…-]*$/iu;

/** Content left after a reporting clause, or "" when nothing was said. */
function contentOf(text: string): string {
  const tidied = tidySpaces(text);
  return NO_CONTENT.test(tidied) ? '' : tidied;
}

/**
 * The line without the clause that reports who said it: "According to the post, X" → "X",
 * "The author argues that X" → "X", "This tweet announces Y" → "Announces Y", "X, the author adds"
 * → "X". Lines that do not report come back unchanged; a line with nothing left comes back "".
 */
export const stripReportingClause = rememberLines(stripClause);

function stripClause(line: string): string {
  if (typeof line !== 'string') return '';
  const p = reportingClausePatterns();
  // One space between words: the patterns then never try runs of spaces (which made them slow).
  const original = line.replace(/\s+/g, ' ').trim();
  let text = original;
  for (let pass = 0; pass < 4; pass += 1) {
    const before = text;
    for (const pattern of OTHER_LANGUAGES) text = text.replace(pattern, '');
    for (const pattern of [
      p.LEADING_ACCORDING,
      p.LEADING_ACCORDING_BARE,
      p.LEADING_GIST,
      p.LEADING_TOPIC,
      p.LEADING_CLAUSE,
      p.LEADING_BARE_CLAUSE,
      p.LEADING_OBJECT,
      p.LEADING_COPULA_NOUN,
      p.LEADING_PRONOUN_THAT,
      p.LEADING_IT_SEEMS,
    ]) {
      text = replaceInLowerCase(text, pattern, '');
    }
    const feeling = p.LEADING_FEELING.exec(lowerCase(text));
    if (feeling) {
      const rest = text.slice(feeling[0].length);
      const that = rest.match(p.FEELING_THAT);
      text = that ? rest.slice(that[0].length) : rest;
    }
    if (text === before) break;
  }
  text = replaceInLowerCase(replaceInLowerCase(text, p.MIDDLE, ' '), p.TRAILING, '');
  if (text === original) return line.trim();
  return capitaliseFirst(contentOf(text.replace(/^[\s,;:.\-–—]+/u, '')));
}

/** The last text lower-cased: a line goes through a dozen patterns, most of them cutting nothing. */
let lastText = '';
let lastLower = '';

/**
 * The text lower-cased with every UTF-16 unit where it was, so a match in it is a match in the
 * text at the same place. Only U+0130 (İ) changes length when lower-cased (it grows): it stays
 * as written, and the text around it is lower-cased.
 */
function lowerCase(text: string): string {
  if (text === lastText) return lastLower;
  let lower = text.toLowerCase();
  if (lower.length !== text.length) {
    lower = text
      .split('\u0130')
      .map((part) => part.toLowerCase())
      .join('\u0130');
  }
  lastText = text;
  lastLower = lower;
  return lower;
}

/**
 * `text.replace(pattern, by)` with the pattern matched on the text's lower case. The large
 * patterns are written in lower case without the `i` flag: V8 compiles a case-insensitive
 * Unicode pattern about three times slower, and these are compiled at every server start.
 */
export function replaceInLowerCase(text: string, pattern: RegExp, by: string): string {
  const lower = lowerCase(text);
  if (!pattern.global) {
    const match = pattern.exec(lower);
    if (!match) return text;
    return text.slice(0, match.index) + by + text.slice(match.index + match[0].length);
  }
  let replaced = '';
  let from = 0;
  for (const match of lower.matchAll(pattern)) {
    replaced += text.slice(from, match.index) + by;
    from = match.index + match[0].length;
  }
  return replaced + text.slice(from);
}
