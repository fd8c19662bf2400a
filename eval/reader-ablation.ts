/**
 * What each of the guard's readers costs and buys (issue 44 item 4, eval/reader-ablation.md): for
 * each reader call site, the verdicts with it switched off against the verdicts as they are. On the
 * labelled set (eval/guard-cases/): the invented lines only that reader stops and the faithful
 * lines it stops. On the held-out sets (eval/held-out/, never read by a rule's author): aggregates
 * only, with and without it; no held-out line, id or claim leaves the child process.
 *
 * No product code changes for it: src/ and eval/ are copied to a temporary folder, where each call
 * site is wrapped (`__site(n, reader)`) so a child process can switch any one of them off and see
 * which sites gave each line its claims. A site off can only take claims away (every other site's
 * claims stay, its dedup checks pass more often), so the child judges every line once, then with a
 * site off judges again only the lines no other site stopped: the verdicts of a copy with that one
 * call removed, for the cost of one judge.
 *
 *   nice -n 10 node --import tsx eval/reader-ablation.ts               the whole table (2-3 minutes)
 *   node --import tsx eval/reader-ablation.ts --show negationClaims     and the labelled lines it turns
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const GUARD = 'src/core/guard';
/** The switch each wrapped site goes through (appended to a file; declarations are hoisted). */
const SWITCH = `
function __site(site, read) {
  return (...args) => {
    const ablation = globalThis.__ablation;
    if (ablation?.off === site) return [];
    const found = read(...args);
    if (ablation && (!Array.isArray(found) || found.length > 0)) ablation.hits.add(site);
    return found;
  };
}
`;

/** One place a reader's claims reach the guard's verdict: the name called there. */
interface Site {
  file: string;
  /** The reader's name, and its line where a file calls it more than once. */
  label: string;
  line: number;
  /** Where in the file the call's name starts, and the name. */
  at: number;
  was: string;
}

/** Held-out figures only: counts, never a line. */
interface HeldOut {
  faithful: number;
  kept: number;
  invented: number;
  stopped: number;
  documents: number;
  askedAgain: number;
  edited: number;
  editStopped: number;
}

/** What one site switched off changes: labelled lines by index, held-out sets as counts. */
interface Row {
  site: number;
  inventedOnly: number[];
  faithfulStops: number[];
  without: HeldOut;
}

/** A site's readers within it (the readers an aggregate calls), by the aggregate's label. */
const AGGREGATES: Record<string, (site: Site) => boolean> = {
  turnedFacts: (site) => site.file.endsWith('/turned-facts.ts'),
  ownLanguageEdits: (site) => site.file.endsWith('/own-language-edits.ts'),
  clauseMeaningClaims: (site) => site.file.endsWith('/clause-meaning-claims.ts'),
  figureSwaps: (site) => site.file.endsWith('/figure-swaps.ts'),
  'replacedNames + unknownNames (Normal)': (site) =>
    /^(replacedNames:3[0-9][0-9]|unknownNames|hindiFramedHeads)$/.test(site.label) &&
    !site.label.startsWith('replacedNames:35'),
};

/** The aggregate each site is part of (its index), or -1. */
function parentsOf(sites: readonly Site[]): number[] {
  return sites.map((site) => sites.findIndex((other) => AGGREGATES[other.label]?.(site) ?? false));
}

// ---- the child: judges both sets in the slot, each site off in turn; prints JSON lines ----

async function ablateInSlot(): Promise<void> {
  const sites = JSON.parse(readFileSync(join(ROOT, 'sites.json'), 'utf8')) as Site[];
  const ablation = { off: -1, hits: new Set<number>() };
  Object.assign(globalThis, { __ablation: ablation });
  const { checkUnits, claimSource } = await import('#core/index.ts');
  const { loadGuardCases, loadHeldOutCases } = await import('./guard-cases.ts');
  const { caseSourceInput } = await import('./guard-score.ts');
  const { judgeSummaries, summaryScoreOf } = await import('./summary-score.ts');
  type Case = ReturnType<typeof loadGuardCases>[number];
  const judge = (
    entry: Case,
    source = claimSource(caseSourceInput(entry.source, entry.mode, entry.lineLang)),
  ) => {
    ablation.hits = new Set();
    return (checkUnits([entry.line], source, entry.mode)[0]?.claims.length ?? 0) > 0;
  };
  const cases = [...loadGuardCases(), ...loadHeldOutCases()];
  const labelled = loadGuardCases().length;
  const sources = new Map<string, ReturnType<typeof claimSource>>();
  const hits: Set<number>[] = [];
  const base = cases.map((entry, index) => {
    const key = `${entry.source.id}\u0000${entry.mode}\u0000${entry.lineLang ?? ''}`;
    const source =
      sources.get(key) ?? claimSource(caseSourceInput(entry.source, entry.mode, entry.lineLang));
    sources.set(key, source);
    const stopped = judge(entry, source);
    hits[index] = ablation.hits;
    return stopped;
  });
  // Held-out aggregates of a set of verdicts (the posts' lines, the documents' summaries).
  const heldOut = (stopped: readonly boolean[]): HeldOut => {
    const held = cases.slice(labelled).map((entry, index) => ({
      ...entry,
      claims: [],
      stopped: stopped[labelled + index] ?? false,
      right: false,
    }));
    const posts = held.filter((entry) => !entry.summaries);
    const faithful = posts.filter((entry) => entry.label === 'faithful');
    const invented = posts.filter((entry) => entry.label === 'invented');
    const documents = summaryScoreOf(judgeSummaries(held));
    return {
      faithful: faithful.length,
      kept: faithful.filter((entry) => !entry.stopped).length,
      invented: invented.length,
      stopped: invented.filter((entry) => entry.stopped).length,
      documents: documents.faithful,
      askedAgain: documents.askedAgain,
      edited: documents.edited,
      editStopped: documents.editStopped,
    };
  };
  const stoppedLabelled = base.slice(0, labelled).filter(Boolean).length;
  console.log(JSON.stringify({ labelled, stoppedLabelled, base: heldOut(base) }));
  const parents = parentsOf(sites);
  for (const site of sites.keys()) {
    // The site and the readers within it; the aggregate it is part of claims through it.
    const mine = (hit: number) => hit === site || parents[hit] === site;
    const kin = (hit: number) => mine(hit) || hit === parents[site];
    ablation.off = site;
    const without = base.map((stopped, index) => {
      const found = [...(hits[index] ?? [])];
      // Only a line this site (or a reader within it) stopped, and no other site, can turn.
      if (!stopped || !found.some(mine) || !found.every(kin)) return stopped;
      return judge(cases[index] as Case);
    });
    ablation.off = -1;
    const turned = base.flatMap((stopped, index) =>
      index < labelled && stopped && !without[index] ? [index] : [],
    );
    const invented = (index: number) => cases[index]?.label === 'invented';
    const row: Row = {
      site,
      inventedOnly: turned.filter(invented),
      faithfulStops: turned.filter((index) => !invented(index)),
      without: heldOut(without),
    };
    console.log(JSON.stringify(row));
  }
}

// ---- the call sites ----

/** Names a file imports from the guard's own modules: its readers (and helpers, filtered below). */
function importedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import \{([^}]*)\} from '\.\.?\/[^']+'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (/^[a-z]\w*$/.test(name)) names.add(name);
    }
  }
  return names;
}

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;
const isComment = (text: string, at: number) => {
  const start = text.lastIndexOf('\n', at) + 1;
  return /^\s*(\/\/|\*|\/\*)/.test(text.slice(start, at + 1));
};

/** A site named by the check it makes where its statement calls no reader of its own. */
const NAMED: Record<string, string> = {
  isAllowedLink: 'links',
  findEmails: 'e-mail addresses',
  handleKey: '@handles',
  tagSupported: '#tags',
  quotedInTranslation: 'quotations',
  isWrittenTitle: 'unsupportedLineNames',
  isCalendarName: 'unsupportedNames (threads)',
  "add('name', place);": 'linePlaces (countries, capitals)',
  "add('name', name);": 'replacedNames + unknownNames (Normal)',
  "add('figure', date);": 'readCalendarWords (dates)',
};

/**
 * unsupported-claims.ts: every `add(` (each claim it makes, named by the reader its statement
 * calls), and the name readers whose lists are added together (switched off at their call).
 */
function claimSites(text: string): Site[] {
  const file = `${GUARD}/unsupported-claims.ts`;
  const imported = importedNames(text);
  const sites: Site[] = [];
  for (const match of text.matchAll(/(?<![\w.])add\(/g)) {
    const at = match.index;
    if (isComment(text, at)) continue;
    const line = lineOf(text, at);
    // The statement's readers: its line and the two before, the nearest call of an import.
    const window = text
      .split('\n')
      .slice(Math.max(0, line - 3), line)
      .join('\n');
    const called = [...window.matchAll(/(\w+)\(/g)].map((call) => call[1] ?? '');
    const reader = called.filter((name) => imported.has(name) || name === 'tagSupported').at(-1);
    const said = text.slice(at, text.indexOf('\n', at)).trim();
    const label = window.includes('!supported(figure)')
      ? 'figures the source lacks'
      : (NAMED[reader ?? said] ?? reader ?? said);
    sites.push({ file, label, line, at, was: 'add' });
  }
  for (const name of ['replacedNames', 'unknownNames', 'hindiFramedHeads']) {
    for (const match of text.matchAll(new RegExp(`(?:= |\\[\\.\\.\\.)(${name})\\(`, 'g'))) {
      const at = match.index + match[0].indexOf(name);
      sites.push({ file, label: name, line: lineOf(text, at), at, was: name });
    }
  }
  return sites;
}

/** clause-meaning-claims.ts: each reader of its list. */
function clauseSites(text: string): Site[] {
  const file = `${GUARD}/clause-meaning-claims.ts`;
  const start = text.indexOf('CLAUSE_READERS');
  const end = text.indexOf('];', start);
  return [...text.slice(start, end).matchAll(/^ {2}(\w+),$/gm)].map((match) => {
    const at = start + match.index + 2;
    const name = match[1] ?? '';
    return { file, label: name, line: lineOf(text, at), at, was: name };
  });
}

/** turned-facts.ts, own-language-edits.ts: each call of a reader they import. */
function callSites(name: string, text: string): Site[] {
  const file = `${GUARD}/${name}`;
  const readers = [...importedNames(text)].filter(
    (reader) => !['spacedUncased', 'sourceHolding'].includes(reader),
  );
  const sites: Site[] = [];
  for (const reader of readers) {
    for (const match of text.matchAll(new RegExp(`(?<!\\w)(?<![^.]\\.)${reader}\\(`, 'g'))) {
      if (isComment(text, match.index)) continue;
      const at = match.index;
      sites.push({ file, label: reader, line: lineOf(text, at), at, was: reader });
    }
  }
  return sites;
}

function allSites(): Site[] {
  const read = (name: string) => readFileSync(join(ROOT, GUARD, name), 'utf8');
  const sites = [
    ...claimSites(read('unsupported-claims.ts')),
    ...clauseSites(read('clause-meaning-claims.ts')),
    ...callSites('turned-facts.ts', read('turned-facts.ts')),
    ...callSites('own-language-edits.ts', read('own-language-edits.ts')),
    ...callSites('swaps/figure-swaps.ts', read('swaps/figure-swaps.ts')),
  ];
  // A reader met more than once is told apart by its line.
  const seen = new Map<string, number>();
  for (const site of sites) seen.set(site.label, (seen.get(site.label) ?? 0) + 1);
  return sites.map((site) =>
    (seen.get(site.label) ?? 0) > 1 ? { ...site, label: `${site.label}:${site.line}` } : site,
  );
}

// ---- the parent: the slot, the child, the table ----

/** A copy of what the judge reads, in a temporary folder, every site wrapped in its switch. */
function makeSlot(sites: readonly Site[]): string {
  const slot = mkdtempSync(join(tmpdir(), 'reader-ablation-'));
  for (const part of ['src', 'eval', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, part), join(slot, part), {
      recursive: true,
      filter: (path) => !path.includes(join('eval', 'results')),
    });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(slot, 'node_modules'));
  for (const file of new Set(sites.map((site) => site.file))) {
    let text = readFileSync(join(ROOT, file), 'utf8');
    // From the file's end, so each site's offset still holds.
    const mine = [...sites.entries()].filter(([, site]) => site.file === file);
    for (const [index, site] of mine.sort(([, a], [, b]) => b.at - a.at)) {
      if (text.slice(site.at, site.at + site.was.length) !== site.was) {
        throw new Error(`${file}:${site.line} does not call ${site.was}`);
      }
      const wrapped = `__site(${index}, ${site.was})`;
      text = `${text.slice(0, site.at)}${wrapped}${text.slice(site.at + site.was.length)}`;
    }
    writeFileSync(join(slot, file), `${text}${SWITCH}`);
  }
  writeFileSync(join(slot, 'sites.json'), JSON.stringify(sites));
  return slot;
}

function runChild(slot: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'eval/reader-ablation.ts', '--child'],
      { cwd: slot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the ablation child ended ${code}`));
      else resolve(out.trim().split('\n'));
    });
  });
}

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

/** The table, the readers stopping more held-out faithful lines than invented ones first. */
function tableLines(sites: readonly Site[], h: HeldOut, rows: readonly Row[]): string[] {
  // Held-out cost: faithful lines and summaries it stops; gain: invented lines and edits it stops.
  const cost = ({ without: w }: Row) => w.kept - h.kept + (h.askedAgain - w.askedAgain);
  const gain = ({ without: w }: Row) => h.stopped - w.stopped + (h.editStopped - w.editStopped);
  const sorted = [...rows].sort(
    (a, b) =>
      Number(cost(b) > gain(b)) - Number(cost(a) > gain(a)) ||
      cost(b) - gain(b) - (cost(a) - gain(a)) ||
      b.faithfulStops.length - a.faithfulStops.length ||
      a.inventedOnly.length - b.inventedOnly.length,
  );
  const delta = (now: number, was: number) =>
    now === was ? `${now}` : `**${now}** (${now > was ? '+' : ''}${now - was})`;
  return [
    `held-out as it is: posts' faithful kept ${h.kept}/${h.faithful} (${pct(h.kept, h.faithful)}), invented stopped ${h.stopped}/${h.invented}; documents' faithful summaries asked again ${h.askedAgain}/${h.documents}, edits stopped ${h.editStopped}/${h.edited}`,
    '',
    '| reader (file:line) | labelled: invented only it stops | labelled: faithful it stops | held-out posts: faithful kept without it | held-out posts: invented stopped without it | held-out documents: faithful asked again without it | held-out documents: edits stopped without it |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...sorted.map((row) => {
      const site = sites[row.site] as Site;
      const w = row.without;
      return `| ${site.label} (${site.file.replace(`${GUARD}/`, '')}:${site.line}) | ${row.inventedOnly.length} | ${row.faithfulStops.length} | ${delta(w.kept, h.kept)} | ${delta(w.stopped, h.stopped)} | ${delta(w.askedAgain, h.askedAgain)} | ${delta(w.editStopped, h.editStopped)} |`;
    }),
  ];
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--child')) return ablateInSlot();
  const show = argv.flatMap((arg, index) => (argv[index - 1] === '--show' ? arg.split(',') : []));
  const sites = allSites();
  const slot = makeSlot(sites);
  try {
    const [first, ...rest] = await runChild(slot);
    const { labelled, stoppedLabelled, base } = JSON.parse(first ?? '{}') as {
      labelled: number;
      stoppedLabelled: number;
      base: HeldOut;
    };
    const rows = rest.map((line) => JSON.parse(line) as Row);
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(
      `reader ablation, ${date} UTC: ${sites.length} call sites; ${labelled} labelled lines, ${stoppedLabelled} stopped`,
    );
    for (const line of tableLines(sites, base, rows)) console.log(line);
    // The labelled lines a named site turns (never a held-out one): what a narrower rule reads.
    const { loadGuardCases } = await import('./guard-cases.ts');
    const cases = loadGuardCases();
    for (const row of rows) {
      const site = sites[row.site] as Site;
      if (!show.some((name) => site.label.startsWith(name))) continue;
      console.log(`\n${site.label}: the labelled lines only it stops`);
      for (const index of [...row.faithfulStops, ...row.inventedOnly]) {
        const entry = cases[index];
        if (entry) console.log(`  ${entry.label} ${entry.source.id} ${entry.mode}: ${entry.line}`);
      }
    }
  } finally {
    rmSync(slot, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
