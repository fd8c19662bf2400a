/**
 * A person's role as a summary writes it beside their name (issue 44 items 4-5, docs/decisions/012
 * "Long documents"): "CFO Fiona Grant" where the document has "Chief Executive Fiona Grant", "Lead
 * investigator Paul Arndt" of "chief medical officer, Dr. Paul Arndt", "Somerset captain Tom Abell"
 * where the captain is Lewis Gregory. The name is the source's, so no name reader stops it. A role
 * is read where it stands against a name: "<role>(,) (Dr.) <Name>" or "<Name>, (the company's)
 * <role>"; a line's role beside a name is stopped when the source gives that person another role
 * and not this one, or gives this role to someone else and none to them. The source's roles are
 * read once (one pass of one pattern, kept by source); a role the source states apart from the
 * name ("Dr. Isabel Ferreira, a neurologist at … and the trial's lead author") is no role there,
 * so a line may name it freely. English roles only; spellings of one role are one ("CFO", "chief
 * financial officer", "finance chief").
 */

/** Each role and its spellings, as one pattern's alternatives (longest first within a role). */
const ROLES: ReadonlyArray<readonly [string, string]> = [
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

const ROLE_OF = new Map<string, string>();
for (const [role, spellings] of ROLES) {
  for (const spelling of spellings.split('|')) ROLE_OF.set(spelling, role);
}
/** Each letter either case: the names beside a role are told by their capitals (no "i" flag). */
const anyCase = (spelling: string) =>
  spelling.replace(/\p{L}/gu, (letter) => `[${letter}${letter.toUpperCase()}]`);
const SPELLINGS = [...ROLE_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|');
/** A role anywhere in a line: most lines have none, and are read no further. */
const ANY_ROLE = new RegExp(String.raw`\b(?:${SPELLINGS})\b`, 'u');
/** A name: one to three capitalised words, a title before them ("Dr. Paul Arndt"). */
const NAME = String.raw`(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs)\.?\s+)?(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})`;
/** "<role>, Dr. <Name>" and "<Name>, the company's <role>". */
const ROLE_THEN_NAME = new RegExp(
  String.raw`\b(?:(${SPELLINGS})\s+(?:and|&)\s+)?(${SPELLINGS}),?\s+${NAME}`,
  'gu',
);
const NAME_THEN_ROLE = new RegExp(
  String.raw`(?<!\b(?:of|at|in|from|for|with|by)\s)${NAME},\s+(?:(?:the|its|their|his|her)\s+)?(?:[\p{L}&]+['’]s\s+)?(${SPELLINGS})(?:\s+(?:and|&)\s+(${SPELLINGS}))?\b`,
  'gu',
);
/** Last words of an organisation's name: "Lund University, the study's first author" is no tie. */
const ORGANISATION = new Set(
  'university institute association council company group hospital college school department commission agency board committee bank court inc ltd plc corp'.split(
    ' ',
  ),
);

/** A person as the roles are tied to them: the last word of their name, lower case. */
const personKey = (name: string) =>
  (name.split(/\s+/).pop() ?? '').replace(/['’]s$/u, '').toLowerCase();

/** Who holds which role in a text, and which roles each person holds. */
interface RolesRead {
  byPerson: Map<string, Set<string>>;
  byRole: Map<string, Set<string>>;
  /** Each tie as the text writes it, with where it stands: for a line's claim. */
  ties: Array<{ role: string; person: string; text: string }>;
}

function readRoles(text: string): RolesRead {
  const read: RolesRead = { byPerson: new Map(), byRole: new Map(), ties: [] };
  if (!/\p{Lu}/u.test(text)) return read;
  const tie = (spelling: string, name: string, written: string) => {
    const role = ROLE_OF.get(spelling.toLowerCase());
    // A capitalised word that is itself a role or a sentence's common word is no name.
    if (!role || ROLE_OF.has(name.toLowerCase())) return;
    const person = personKey(name);
    if (person === '' || ORGANISATION.has(person)) return;
    read.ties.push({ role, person, text: written });
    const roles = read.byPerson.get(person) ?? new Set<string>();
    roles.add(role);
    read.byPerson.set(person, roles);
    const people = read.byRole.get(role) ?? new Set<string>();
    people.add(person);
    read.byRole.set(role, people);
  };
  // "President and Chief Executive Officer Anjali Deshpande": both roles are hers.
  for (const [written, first, role, name] of text.matchAll(ROLE_THEN_NAME)) {
    for (const one of [first, role]) if (one) tie(one, name ?? '', written);
  }
  for (const [written, name, role, second] of text.matchAll(NAME_THEN_ROLE)) {
    for (const one of [role, second]) if (one) tie(one, name ?? '', written);
  }
  return read;
}

const sources = new WeakMap<object, RolesRead>();

/**
 * The roles `line` gives a person the source gives another, as the line writes them ("CFO Fiona
 * Grant"). `owner`: the object the source's reading is kept on (the guard's ClaimSource).
 */
export function swappedRoles(line: string, sourceText: string, owner: object): string[] {
  if (!ANY_ROLE.test(line)) return [];
  let source = sources.get(owner);
  if (!source) {
    source = readRoles(sourceText);
    sources.set(owner, source);
  }
  if (source.ties.length === 0) return [];
  const claims: string[] = [];
  for (const { role, person, text } of readRoles(line).ties) {
    const theirs = source.byPerson.get(person);
    const holders = source.byRole.get(role);
    const swapped = theirs ? !theirs.has(role) : holders !== undefined && !holders.has(person);
    if (swapped) claims.push(text.trim());
  }
  return claims;
}
