/**
 * The words the role reader (role-claims.ts) reads roles by: the English roles a summary writes
 * beside a name, each with its spellings, and "and" between two names of one role in the
 * languages whose capitals mark names. Closed classes, a few words each, so written here.
 */

/** Each English role and its spellings, as one pattern's alternatives (longest first within a role). */
export const ENGLISH_ROLES: ReadonlyArray<readonly [string, string]> = [
  ['ceo', 'chief executive officer|chief executive|ceo|group chief executive'],
  ['cfo', 'chief financial officer|finance chief|finance director|cfo'],
  ['coo', 'chief operating officer|coo'],
  ['cto', 'chief technology officer|chief technical officer|cto'],
  ['chief-medical', 'chief medical officer'],
  ['chair', 'chairman|chairwoman|chairperson|chair'],
  ['president', 'president'],
  ['captain', 'stand-in captain|captain|skipper'],
  ['coach', 'head coach|coach'],
  ['lead-author', 'lead author|first author'],
  ['senior-author', 'senior author|last author'],
  ['investigator', 'principal investigator|lead investigator|lead researcher'],
];

/**
 * The same roles as German, Spanish and French write them before a name ("Finanzvorstand Markus
 * Kapaun", "el director financiero, Luis Soto", "la PDG Anne Roux"): the head of a company and its
 * finance head, the roles a summary of results trades ("Konzernchef Markus Kapaun" of the CFO).
 */
export const OTHER_ROLES: ReadonlyArray<readonly [string, string]> = [
  [
    'ceo',
    'vorstandsvorsitzender|vorstandsvorsitzende|vorstandschef|vorstandschefin|konzernchef|konzernchefin|unternehmenschef|unternehmenschefin|firmenchef|firmenchefin|consejero delegado|consejera delegada|directeur général|directrice générale|pdg',
  ],
  [
    'cfo',
    'finanzvorstand|finanzvorständin|finanzchef|finanzchefin|director financiero|directora financiera|directeur financier|directrice financière',
  ],
];

/**
 * Last words of an organisation's name: "Lund University, the study's first author" ties no role
 * to a person.
 */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set(
  'university institute association council company group hospital college school department commission agency board committee bank court inc ltd plc corp'.split(
    ' ',
  ),
);

/**
 * "And" between two names of one role ("исполнят Анна Одинцова и Роман Полковников"): a word or
 * two a language.
 */
export const AND_WORDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'and',
  'y',
  'e',
  'ed',
  'et',
  'i',
  'oraz',
  'и',
  'і',
  'та',
  've',
  'en',
  'dan',
  'und',
]);
