/**
 * README.md and docs/ are complete and true where a test can tell (issue 47): every link reaches its
 * file and heading, every environment variable the code reads is documented once in
 * docs/configuration.md (and each documented there is read), the README is a two-minute read
 * starting with the two commands, and docs/api.md has every API route. Each check is also run on a
 * page broken on purpose, so none of them can pass whatever the pages say.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  apiRoutesIn,
  brokenLinks,
  configSchemaVariables,
  type Files,
  type Page,
  README_START,
  readmeProblems,
  undocumentedRoutes,
  variableProblems,
  variablesReadIn,
} from './docs-check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const posix = (path: string) => relative(root, path).split(sep).join('/');

/** Every file under `folder` whose name `keep` accepts (node_modules and build output left out). */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, folder, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'results', 'dist', 'dist-server'].includes(entry.name)
        ? []
        : filesUnder(posix(path), keep);
    }
    return keep(entry.name) ? [posix(path)] : [];
  });
}

const page = (path: string): Page => ({ path, text: readFileSync(join(root, path), 'utf8') });

const repository: Files = {
  kind(path) {
    try {
      return statSync(join(root, path)).isDirectory() ? 'folder' : 'file';
    } catch {
      return undefined;
    }
  },
  read: (path) => readFileSync(join(root, path), 'utf8'),
};

const pages = [page('README.md'), ...filesUnder('docs', (name) => name.endsWith('.md')).map(page)];

/**
 * Where the code reads the environment: the server, its scripts and tools, the test harness
 * (fakes, browser tests) and the root configs. Test files are left out: what they read is their
 * own child processes' environment, not a setting.
 */
const SOURCE_FOLDERS = ['src', 'scripts', 'eval', 'bench', 'test', 'e2e'];
const sourceFiles = [
  ...SOURCE_FOLDERS.flatMap((folder) =>
    filesUnder(folder, (name) => /\.(?:ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)),
  ),
  ...readdirSync(root).filter((name) => /\.config\.(?:ts|mjs)$/.test(name)),
];

/** Read by the code, yet no setting of a person's: set by a tool, or by our own code for a child. */
const NOT_SETTINGS: Record<string, string> = {
  VITEST: 'Vitest sets it for the configuration it loads',
  BARE_BODY: 'the bench sets it for its own bare node:http server (bench/bare-server.mjs)',
};

function variablesRead(): Set<string> {
  const config = filesUnder('src/server/config', (name) => !/\.test\.ts$/.test(name))
    .map((path) => readFileSync(join(root, path), 'utf8'))
    .join('\n');
  const read = new Set(configSchemaVariables(config));
  for (const path of sourceFiles) {
    for (const name of variablesReadIn(readFileSync(join(root, path), 'utf8'))) read.add(name);
  }
  for (const name of Object.keys(NOT_SETTINGS)) read.delete(name);
  return read;
}

describe('README.md and docs/', () => {
  it('link only to files that exist, and to headings those pages have', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(brokenLinks(pages, repository)).toEqual([]);
  });

  it('document every environment variable the code reads in one row of docs/configuration.md', () => {
    const read = variablesRead();
    // The server's own schema and a variable of each kind of reader are found at all.
    for (const name of ['PORT', 'EMBEDDED_MODEL', 'LOG_FORMAT', 'GLIBC_TUNABLES', 'EVAL_LIMIT']) {
      expect(read).toContain(name);
    }
    for (const name of ['BENCH_SECTIONS', 'E2E_PORT_OFFSET', 'API_URL'])
      expect(read).toContain(name);
    const configuration = page('docs/configuration.md');
    const others = pages.filter((each) => each.path !== configuration.path);
    expect(variableProblems(read, configuration, others)).toEqual([]);
  });

  it('keep the README a two-minute read that starts with the two commands', () => {
    expect(readmeProblems(page('README.md').text)).toEqual([]);
  });

  it('give every API route a heading of its own in docs/api.md', () => {
    const routes = filesUnder('src/server/routes', (name) => !/\.test\.ts$/.test(name)).flatMap(
      (path) => apiRoutesIn(readFileSync(join(root, path), 'utf8')),
    );
    expect(routes).toContain('POST /api/summary');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(undocumentedRoutes(routes, page('docs/api.md'))).toEqual([]);
  });
});

describe('the checks, on pages broken on purpose', () => {
  const fixture = new Map<string, string>([
    ['README.md', '# Summary\n\nSee [the model](docs/model.md#the-guard).\n'],
    ['docs/model.md', '# The model\n\n## The guard\n\n## The guard\n'],
    ['docs/decisions', ''],
  ]);
  const fixtureFiles: Files = {
    kind: (path) => (path === 'docs/decisions' ? 'folder' : fixture.has(path) ? 'file' : undefined),
    read: (path) => fixture.get(path) ?? '',
  };
  const links = (text: string, path = 'docs/page.md') =>
    brokenLinks([{ path, text }], fixtureFiles);

  it('find a link to a missing file, a missing heading, or from the site’s root', () => {
    expect(links('[ok](model.md#the-guard-1) [folder](decisions/) [web](https://x.com)')).toEqual(
      [],
    );
    expect(links('[gone](modle.md)')).toEqual(['docs/page.md: modle.md reaches no file']);
    expect(links('[no](model.md#the-gaurd)')).toEqual([
      'docs/page.md: model.md#the-gaurd names no heading of docs/model.md',
    ]);
    expect(links('[root](/docs/model.md)')).toHaveLength(1);
    expect(links('[up](../../README.md)')).toHaveLength(1);
    // A link written inside code is no link.
    expect(links('`[gone](modle.md)`\n\n```md\n[gone](modle.md)\n```\n')).toEqual([]);
  });

  it('name headings by GitHub’s rules', () => {
    expect([...anchorsOf('# Words you can trust: the guard, and `npm run eval`\n')]).toEqual([
      'words-you-can-trust-the-guard-and-npm-run-eval',
    ]);
    expect([...anchorsOf("## In the reader's language\n## Post → card\n")]).toEqual([
      'in-the-readers-language',
      'post--card',
    ]);
  });

  it('find a variable missing, documented twice, defined elsewhere, or read by nobody', () => {
    const table = (...names: string[]) =>
      `| variable | meaning |\n| --- | --- |\n${names.map((name) => `| \`${name}\` | … |`).join('\n')}\n`;
    const configuration = (text: string) => ({ path: 'docs/configuration.md', text });
    const read = new Set(['PORT', 'HOST']);
    expect(variableProblems(read, configuration(table('PORT', 'HOST')), [])).toEqual([]);
    expect(variableProblems(read, configuration(table('PORT')), [])).toEqual([
      'HOST is read by the code but has no row in docs/configuration.md',
    ]);
    expect(variableProblems(read, configuration(table('PORT', 'HOST', 'PORT')), [])).toEqual([
      'PORT has 2 rows in docs/configuration.md; one, please',
    ]);
    expect(variableProblems(read, configuration(table('PORT', 'HOST', 'GONE')), [])).toEqual([
      'GONE is documented in docs/configuration.md but read by no code',
    ]);
    // A table that only mentions a variable defines nothing.
    const mention = '| store | where |\n| --- | --- |\n| JSON files under `HOST` | disk |\n';
    expect(
      variableProblems(read, configuration(table('PORT', 'HOST')), [
        { path: 'a.md', text: mention },
      ]),
    ).toEqual([]);
    const elsewhere = { path: 'docs/deploying.md', text: table('HOST') };
    expect(variableProblems(read, configuration(table('PORT', 'HOST')), [elsewhere])).toEqual([
      'docs/deploying.md defines HOST in a table: link docs/configuration.md instead',
    ]);
  });

  it('read what code reads, not what it sets', () => {
    const source = [
      "const port = process.env.PORT ?? '3000';",
      'const limit = options.env.EVAL_LIMIT;',
      "const key = env['LLM_API_KEY'];",
      "process.env.SET_HERE = '1';",
      'if (import.meta.env.PROD) start();',
      "if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') plain();",
    ].join('\n');
    expect(new Set(variablesReadIn(source))).toEqual(
      new Set(['PORT', 'EVAL_LIMIT', 'LLM_API_KEY', 'NO_COLOR']),
    );
    expect(
      configSchemaVariables(
        'export const serverEnv = {\n  PORT: integer(),\n  HOST: x,\n};\nconst x = {\n  NOT_ONE: 1,\n};\nexport const limitsEnv = {\n  /** Its rate. */\n  RATE: integer(),\n};',
      ),
    ).toEqual(['PORT', 'HOST', 'RATE']);
  });

  it('find a README too long, or one that no longer starts with the two commands', () => {
    expect(readmeProblems(`${README_START}Short.\n`)).toEqual([]);
    expect(readmeProblems(`${README_START}${'line\n'.repeat(150)}`)).toHaveLength(1);
    expect(readmeProblems(`# Summary\n\nIntro first.\n\n${README_START.slice(11)}`)).toHaveLength(
      1,
    );
  });

  it('find an API route with no heading', () => {
    const routes = apiRoutesIn(
      "new Hono().get('/api/health', h);\nroute.post('/api/thread', t);\nroute.get('/c/:id', p);",
    );
    expect(routes).toEqual(['GET /api/health', 'POST /api/thread']);
    expect(
      undocumentedRoutes(routes, { path: 'docs/api.md', text: '# API\n\n## GET /api/health\n' }),
    ).toEqual(['POST /api/thread has no heading in docs/api.md']);
  });
});
