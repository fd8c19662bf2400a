/**
 * What test/docs.test.ts checks of README.md and docs/, as functions of the pages' text, so its own
 * tests can hand them a broken page: every relative link reaches a file (and its `#anchor` a
 * heading, by GitHub's slug rules), every environment variable the code reads has one row in
 * docs/configuration.md's tables and no other page defines one, the README stays a two-minute read
 * that starts with the two commands, and docs/api.md has a heading for every API route.
 * Markdown is read by markdown-it, so nothing inside code counts as a link or a heading.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

/** A Markdown page: its path from the repository's root (`docs/model.md`) and its text. */
export interface Page {
  path: string;
  text: string;
}

/** The repository as the link check sees it. */
export interface Files {
  /** `file`, `folder`, or undefined when nothing is there (path from the root, no `./`). */
  kind(path: string): 'file' | 'folder' | undefined;
  read(path: string): string;
}

const markdown = new MarkdownIt({ html: true });

/** A heading's or a cell's text as GitHub renders it: its words and code, without the marks. */
const plainText = (inline: Token | undefined): string =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/** The anchors GitHub gives a page's headings (a repeated heading gets `-1`, `-2`…). */
export function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(text, {});
  const anchors = new Set<string>();
  tokens.forEach((token, at) => {
    if (token.type === 'heading_open') anchors.add(slugger.slug(plainText(tokens[at + 1])));
  });
  return anchors;
}

/** Every link and picture of a page, as written. */
export function linksOf(text: string): string[] {
  return markdown
    .parse(text, {})
    .flatMap((token) => token.children ?? [])
    .flatMap((child) => {
      const target =
        child.type === 'link_open'
          ? child.attrGet('href')
          : child.type === 'image'
            ? child.attrGet('src')
            : null;
      return target === null ? [] : [String(target)];
    });
}

/** `docs/../README.md` → `README.md`; undefined for a path that leaves the repository. */
function resolvePath(from: string, target: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** Every relative link of `pages` that reaches no file, or no heading of its page: one line each. */
export function brokenLinks(pages: readonly Page[], files: Files): string[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (path: string) => {
    let found = anchors.get(path);
    if (!found) {
      found = anchorsOf(files.read(path));
      anchors.set(path, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const page of pages) {
    for (const link of linksOf(page.text)) {
      // Another site (`https:`, `mailto:`) is not ours to check, and the tests reach no network.
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link)) continue;
      const [pathPart = '', anchor] = link.split('#', 2);
      if (pathPart.startsWith('/')) {
        broken.push(`${page.path}: ${link} starts at the site's root; link relative to the page`);
        continue;
      }
      const path = pathPart === '' ? page.path : resolvePath(page.path, decodeURI(pathPart));
      const kind = path === undefined ? undefined : files.kind(path.replace(/\/$/, ''));
      if (path === undefined || kind === undefined) {
        broken.push(`${page.path}: ${link} reaches no file`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (kind !== 'file' || !path.endsWith('.md')) {
        broken.push(`${page.path}: ${link} has an anchor, but points at no Markdown page`);
      } else if (!anchorsIn(path).has(decodeURIComponent(anchor))) {
        broken.push(`${page.path}: ${link} names no heading of ${path}`);
      }
    }
  }
  return broken;
}

/**
 * The variables `src/server/config/` validates: the keys of each concern's `export const …Env = {`
 * object (server-env.ts, posts-env.ts, …), which its index reads as one zod schema.
 */
export function configSchemaVariables(configSource: string): string[] {
  const blocks = [...configSource.matchAll(/^export const [a-z]\w*Env = \{\n([\s\S]*?)^\};/gm)];
  if (blocks.length === 0)
    throw new Error('src/server/config/ has no `export const …Env = { … };`');
  return blocks.flatMap((block) =>
    [...(block[1] ?? '').matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''),
  );
}

/**
 * The variables a source file reads: `process.env.<name>`, `env.<name>` (any object named env, as
 * loadConfig's and the eval's are), `env['<name>']`; not one it sets (`env.<name> = …`), not Vite's
 * build-time `import.meta.env`.
 */
export function variablesReadIn(source: string): string[] {
  const read =
    /(?<!meta\.)\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])(?!\s*=[^=])/g;
  return [...source.matchAll(read)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * Each row of a page's tables whose first cell is variables and nothing else (`` `PORT` ``, or
 * `` `OLLAMA_HOST`, `OLLAMA_MODEL` ``): the names it defines. A cell that only mentions one
 * ("JSON files under `DATA_DIR`") defines nothing.
 */
export function definedVariables(text: string): string[][] {
  const tokens = markdown.parse(text, {});
  const rows: string[][] = [];
  let inBody = false;
  tokens.forEach((token, at) => {
    if (token.type === 'tbody_open') inBody = true;
    if (token.type === 'tbody_close') inBody = false;
    if (!inBody || token.type !== 'tr_open') return;
    // tr_open, td_open, then the first cell's inline token.
    const parts = tokens[at + 2]?.children ?? [];
    const names = parts
      .filter((part) => part.type === 'code_inline' && /^[A-Z][A-Z0-9_]*$/.test(part.content))
      .map((part) => part.content);
    const onlyNames = parts.every(
      (part) =>
        names.includes(part.content) || (part.type === 'text' && /^[\s,]*$/.test(part.content)),
    );
    if (names.length > 0 && onlyNames) rows.push(names);
  });
  return rows;
}

/**
 * What is wrong with the documentation of `read` (the variables the code reads): each must be in
 * exactly one row of `configuration`'s tables, no other page may define one in a table, and every
 * variable configuration.md documents must be read somewhere.
 */
export function variableProblems(
  read: ReadonlySet<string>,
  configuration: Page,
  others: readonly Page[],
): string[] {
  const problems: string[] = [];
  const rows = definedVariables(configuration.text).flat();
  const counts = new Map<string, number>();
  for (const name of rows) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const name of [...read].sort()) {
    const count = counts.get(name) ?? 0;
    if (count === 0)
      problems.push(`${name} is read by the code but has no row in ${configuration.path}`);
    if (count > 1) problems.push(`${name} has ${count} rows in ${configuration.path}; one, please`);
  }
  for (const name of counts.keys()) {
    if (!read.has(name))
      problems.push(`${name} is documented in ${configuration.path} but read by no code`);
  }
  for (const page of others) {
    for (const name of definedVariables(page.text).flat()) {
      if (read.has(name)) {
        problems.push(
          `${page.path} defines ${name} in a table: link ${configuration.path} instead`,
        );
      }
    }
  }
  return problems;
}

/** The README's first lines: its title and the two commands, each in its own sh block. */
export const README_START = [
  '# Summary',
  '',
  '```sh',
  'npm install && npm start',
  '```',
  '',
  '```sh',
  'npm install && npm test',
  '```',
  '',
].join('\n');

export const README_MAX_LINES = 150;

/** Why the README is no longer a two-minute read that starts with the two commands, if it is not. */
export function readmeProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  if (lines > README_MAX_LINES) {
    problems.push(
      `README.md has ${lines} lines; at most ${README_MAX_LINES}: move the rest to docs/`,
    );
  }
  if (!text.startsWith(README_START)) {
    problems.push('README.md must start with its title and the two commands, each in its sh block');
  }
  return problems;
}

/** The API routes a route file serves: `GET /api/health`, `POST /api/summary`… */
export function apiRoutesIn(source: string): string[] {
  return [...source.matchAll(/\.(get|post)\(\s*'(\/api\/[^']*)'/g)].map(
    (match) => `${(match[1] ?? '').toUpperCase()} ${match[2]}`,
  );
}

/** The routes of `routes` that have no heading of their own (`## GET /api/health`) in `api`. */
export function undocumentedRoutes(routes: readonly string[], api: Page): string[] {
  const tokens = markdown.parse(api.text, {});
  const headings = new Set(
    tokens.flatMap((token, at) =>
      token.type === 'heading_open' ? [plainText(tokens[at + 1]).trim()] : [],
    ),
  );
  return routes
    .filter((route) => !headings.has(route))
    .map((route) => `${route} has no heading in ${api.path}`);
}
