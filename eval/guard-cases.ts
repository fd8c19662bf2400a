/**
 * The guard's yardstick (issue 44 item 5): lines labelled by hand, each with its source, in
 * eval/guard-cases/<language>.yaml (one file a language, one case a line; a set of its own in a
 * language as <language>-<set>.yaml, such as en-documents.yaml's long documents and summaries). A line is `faithful`
 * when a careful reader finds it states only what its source holds (as its mode allows: Troll and
 * Meme may exaggerate in words and figures, never invent a handle, link, e-mail or quotation), or
 * `invented`, with the kind of claim it makes and how it was edited or reworded. Read with `yaml`
 * and checked by zod, so a mistyped case stops the eval and the test with its file and path.
 * Biome formats YAML: biome.json gives these files 320 columns, so each case stays on its line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { GUARD_MODES } from '#core/index.ts';

/** The kinds of claim a line makes, as the issue names them (a figure's edits: see EDITS). */
export const CASE_KINDS = [
  'figure',
  'score',
  'range',
  'date',
  'time',
  'decade',
  'name',
  'place',
  'handle',
  'link',
  'email',
  'quote',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** How an invented line differs from its source. */
export const EDITS = [
  /** Two of the source's figures (names, places) trade places. */
  'swapped',
  /** One of the source's is changed for another. */
  'changed',
  /** One the source never had is added. */
  'added',
  /** The same number with another unit or currency. */
  'unit',
  /** What the source says happened is said not to have (or the other way), its words kept. */
  'negation',
] as const;

/** How a faithful line says what its source says, where it does not copy it. */
export const REWORDS = [
  'verbatim',
  'paraphrase',
  'number-words',
  'digits',
  'grouping',
  'lakh-crore',
  'scale',
  'clock',
  'decade',
  'dozen',
  'half',
  'date-format',
  'weekday',
  'demonym',
  'acronym',
  'abbreviation',
  'inferred-count',
  'cjk-numeral',
  'post-facts',
  'hyperbole',
] as const;

const caseSchema = z
  .object({
    mode: z.enum(GUARD_MODES),
    label: z.enum(['faithful', 'invented']),
    kind: z.enum(CASE_KINDS),
    edit: z.enum(EDITS).optional(),
    reword: z.enum(REWORDS).optional(),
    /**
     * The language the line is written in when it is not its source's: a card or thread asked in
     * the reader's language (issue 45), given to the guard as the routes give it (lineLang).
     */
    lineLang: z
      .string()
      .regex(/^[a-z]{2,3}$/)
      .optional(),
    /**
     * The summaries a line is a sentence of, where the source is a long document summarised
     * several times (en-documents.yaml: `f` the faithful summary, `e1`... the edited ones): a
     * sentence the edits leave alone belongs to each summary that keeps it, written once.
     */
    summaries: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .min(1)
      .optional(),
    line: z.string().trim().min(1),
  })
  .strict()
  .refine((entry) => (entry.label === 'invented') === (entry.edit !== undefined), {
    message: 'an invented line says its edit, a faithful one none',
  })
  .refine((entry) => entry.label === 'faithful' || entry.reword === undefined, {
    message: 'only a faithful line has a rewording',
  });

const sourceSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/),
    /** What kind of post it is written like: news, sports, prices, an event, an incident, a chat. */
    about: z.string().min(1),
    text: z.string().trim().min(20),
    /** The language tag the network gave the post (absent for a pasted text; may be wrong). */
    tag: z.string().optional(),
    /** The post's author; absent for a pasted text given no name (the routes' names are then empty). */
    author: z
      .object({ name: z.string().min(1), handle: z.string().min(1) })
      .strict()
      .optional(),
    /** The quoted post's author, when the source quotes one. */
    quoteHandle: z.string().optional(),
    /** What the post reads besides its words (core's PostFacts). */
    facts: z
      .object({
        linkHosts: z.array(z.string()).optional(),
        mentions: z.array(z.string()).optional(),
        hashtags: z.array(z.string()).optional(),
        photos: z.number().int().optional(),
        videos: z.number().int().optional(),
        photoAlts: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    lines: z.array(caseSchema).min(1),
  })
  .strict()
  .refine(
    ({ lines }) => lines.every((line) => line.summaries) || lines.every((line) => !line.summaries),
    { message: 'either every line of a source names its summaries or none does' },
  )
  .refine(
    ({ lines }) => {
      // One atomic edit a summary: an edited summary holds exactly one invented sentence.
      const invented = lines.filter((line) => line.label === 'invented');
      const named = new Set(invented.flatMap((line) => line.summaries ?? []));
      return named.size === invented.flatMap((line) => line.summaries ?? []).length;
    },
    { message: 'a summary carries at most one invented line' },
  );

const fileSchema = z
  .object({
    /** The language the file's sources are written in (BCP 47 base tag). */
    lang: z.string().regex(/^[a-z]{2,3}$/),
    sources: z.array(sourceSchema).min(1),
  })
  .strict();

export type GuardCaseSource = z.infer<typeof sourceSchema>;

/** One labelled line, with its source and the language its file is in. */
export interface GuardCase {
  lang: string;
  /** The file the case is in ("en.yaml", "en-documents.yaml"). */
  file: string;
  source: Omit<GuardCaseSource, 'lines'>;
  mode: z.infer<typeof caseSchema>['mode'];
  label: 'faithful' | 'invented';
  kind: CaseKind;
  edit?: (typeof EDITS)[number];
  reword?: (typeof REWORDS)[number];
  /** The line's language when it is a translation of its source (the reader's). */
  lineLang?: string;
  /** The summaries the line is a sentence of (see caseSchema), for a long document's summaries. */
  summaries?: string[];
  line: string;
}

/** Where the case files are. */
export const GUARD_CASES_DIR = fileURLToPath(new URL('./guard-cases/', import.meta.url));

/**
 * Where the held-out sets are (eval/held-out/README.md): lines written blind and read by no rule's
 * author, in the same schema and file names. Kept apart from GUARD_CASES_DIR so the labelled set,
 * its floors and its goal say only how well the rules fit the lines they were made from.
 */
export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out/', import.meta.url));

/** The held-out sets' cases, read only when asked for (the eval's held-out section, its floors). */
export function loadHeldOutCases(dir = HELD_OUT_DIR): GuardCase[] {
  return loadGuardCases(dir);
}

/** Every case of every file in `dir`, in file order; a malformed file throws, naming it. */
export function loadGuardCases(dir = GUARD_CASES_DIR): GuardCase[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return files.flatMap((name) => {
    const parsed = fileSchema.safeParse(parse(readFileSync(join(dir, name), 'utf8')));
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`${name} is not a guard case file: ${problems.join('; ')}`);
    }
    const { lang, sources } = parsed.data;
    // A language's file, or a set of its own in that language ("en-documents.yaml").
    if (!new RegExp(`^${lang}(-[a-z0-9-]+)?\\.yaml$`).test(name)) {
      throw new Error(`${name} holds language ${lang}`);
    }
    const same = sources.flatMap(({ lines }) => lines).find((line) => line.lineLang === lang);
    if (same) throw new Error(`${name}: a line in ${lang} is no translation: ${same.line}`);
    return sources.flatMap(({ lines, ...source }) =>
      lines.map((entry) => ({ lang, file: name, source, ...entry })),
    );
  });
}
