import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aliasesOf, findImportCycles, findLayerViolations } from './check-layers.mjs';

const check = (path: string, source: string) => findLayerViolations([{ path, source }]);

describe('findLayerViolations', () => {
  it('flags React imported into core', () => {
    expect(check('src/core/a.ts', "import { useState } from 'react';")).toHaveLength(1);
  });

  it('flags node: modules imported into core, also dynamically', () => {
    expect(check('src/core/a.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(check('src/core/a.ts', "const m = await import('node:crypto');")).toHaveLength(1);
  });

  it('flags core importing the server or the web layer', () => {
    expect(check('src/core/a.ts', "import { x } from '#server/app.ts';")).toHaveLength(1);
    expect(check('src/core/a.ts', "export { y } from '../web/b.ts';")).toHaveLength(1);
  });

  it('flags the web layer importing the server', () => {
    expect(
      check('src/web/a.tsx', "import type { Services } from '#server/services.ts';"),
    ).toHaveLength(1);
  });

  it('keeps the shared card layout free of React, Node and the other layers', () => {
    expect(check('src/card/a.ts', "import { createElement } from 'react';")).toHaveLength(1);
    expect(check('src/card/a.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(check('src/card/a.ts', "import { x } from '#server/app.ts';")).toHaveLength(1);
    expect(check('src/card/a.ts', "import { y } from '#web/app.tsx';")).toHaveLength(1);
    expect(check('src/card/a.ts', "import { CARD_WIDTH } from '#core/index.ts';")).toEqual([]);
  });

  it('keeps the writer to core, its own files and its NLP library', () => {
    expect(check('src/writer/a.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(
      check('src/writer/a.ts', "import type { Services } from '#server/services.ts';"),
    ).toHaveLength(1);
    expect(check('src/writer/a.ts', "import { Hono } from 'hono';")).toHaveLength(1);
    expect(check('src/writer/a.ts', "import { useState } from 'react';")).toHaveLength(1);
    expect(check('src/writer/a.ts', "import { x } from '../server/b.ts';")).toHaveLength(1);
    expect(
      check(
        'src/writer/a.ts',
        "import nlp from 'compromise/two';\nimport { postLength } from '#core/index.ts';\nimport { b } from './b.ts';",
      ),
    ).toEqual([]);
    // Its tests may use their test tools, its product files may not.
    expect(check('src/writer/a.test.ts', "import fc from 'fast-check';")).toEqual([]);
    expect(check('src/writer/a.ts', "import fc from 'fast-check';")).toHaveLength(1);
  });

  it('keeps core to its own files and the pure text libraries of its allow-list', () => {
    expect(
      check(
        'src/core/a.ts',
        "import { LinkifyIt } from 'linkify-it';\nimport tlds from 'tlds' with { type: 'json' };\nimport segment from 'sentencex';\nimport { eld } from 'eld/extrasmall';",
      ),
    ).toEqual([]);
    expect(check('src/core/a.ts', "import nlp from 'compromise';")).toHaveLength(1);
    expect(check('src/core/a.ts', "import { z } from 'zod';")).toHaveLength(1);
    expect(check('src/core/a.ts', "import countries from 'world-countries';")).toHaveLength(1);
    expect(check('src/core/a.ts', "import { eld } from 'eld/large';")).toHaveLength(1);
    expect(check('src/core/a.ts', "import { franc } from 'franc-min';")).toHaveLength(1);
    // A room of core (the guard's) reaches core's shared files; leaving core that way still fails.
    expect(check('src/core/guard/a.ts', "import { b } from '../b.ts';")).toEqual([]);
    expect(check('src/core/a.ts', "import { c } from '../card/c.ts';")).toHaveLength(1);
    expect(check('src/core/guard/a.ts', "import { c } from '../../card/c.ts';")).toHaveLength(1);
    // Its tests may use their test tools, its product files may not.
    expect(check('src/core/a.test.ts', "import fc from 'fast-check';")).toEqual([]);
    expect(check('src/core/a.ts', "import fc from 'fast-check';")).toHaveLength(1);
    expect(check('src/core/a.ts', "import { x } from '#test/a.ts';")).toHaveLength(1);
    expect(check('src/core/a.test.ts', "import { x } from '#test/a.ts';")).toEqual([]);
    // React is named once, as React, not also as outside the allow-list.
    expect(check('src/core/a.ts', "import { useState } from 'react';")).toEqual([
      {
        file: 'src/core/a.ts',
        specifier: 'react',
        reason: 'src/core/ may not import React',
      },
    ]);
  });

  it('lets core import itself and the web layer import core', () => {
    expect(check('src/core/a.ts', "import { b } from './b.ts';")).toEqual([]);
    expect(
      check(
        'src/web/a.tsx',
        "import { POST_LIMIT } from '#core/index.ts';\nimport React from 'react';",
      ),
    ).toEqual([]);
  });

  it('lets a file enter a room of the generation only through its index', () => {
    // From another room, by path or by alias, and dynamically: each names the room it went around.
    expect(
      check(
        'src/server/generation/providers/a.ts',
        "import { fitPrompt } from '../runtime/fit-prompt.ts';",
      ),
    ).toEqual([
      {
        file: 'src/server/generation/providers/a.ts',
        specifier: '../runtime/fit-prompt.ts',
        reason: 'src/server/generation/runtime/ is imported only through its index.ts',
      },
    ]);
    expect(
      check(
        'src/server/routes/a.ts',
        "import { streamText } from '../generation/providers/stream-text.ts';",
      ),
    ).toHaveLength(1);
    expect(
      check('bench/a.ts', "const m = await import('#server/generation/model-file/model-file.ts');"),
    ).toHaveLength(1);
    // Through the index, or inside its own room, it may.
    expect(
      check(
        'src/server/generation/providers/a.ts',
        "import { fitPrompt } from '../runtime/index.ts';\nimport { b } from './b.ts';",
      ),
    ).toEqual([]);
    expect(
      check(
        'src/server/generation/runtime/a.test.ts',
        "import { c } from './deeper/c.ts';\nimport { m } from '#server/generation/runtime/b.ts';",
      ),
    ).toEqual([]);
    expect(
      check('test/a.ts', "import { x } from '#server/generation/model-file/index.ts';"),
    ).toEqual([]);
    // main.ts by the one side door it is given (its start must not load the room), and no other.
    expect(
      check('src/server/main.ts', "import { s } from './generation/runtime/early-runtime.ts';"),
    ).toEqual([]);
    expect(
      check('src/server/main.ts', "import { f } from './generation/runtime/fit-prompt.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/server/serve.ts', "import { s } from './generation/runtime/early-runtime.ts';"),
    ).toHaveLength(1);
  });
});

describe('findImportCycles', () => {
  const aliases = aliasesOf({ '#core/*': './src/core/*', '#server/*': './src/server/*' });
  const cycles = (files: Record<string, string>, allowed: string[][] = []) =>
    findImportCycles(
      Object.entries(files).map(([path, source]) => ({ path, source })),
      aliases,
      allowed,
    );

  it('names a circle of type-only imports through an alias and a re-export, in import order', () => {
    const found = cycles({
      'src/server/services.ts': "import type { LocalWindow } from './limits/local-window.ts';",
      'src/server/limits/local-window.ts':
        "export type { Services } from '#server/posts/author-post.ts';",
      'src/server/posts/author-post.ts':
        "import type {\n  FetchedPost,\n} from '../services.ts';\nimport { x } from '#core/a.ts';",
      'src/core/a.ts': 'export const x = 1;',
    });
    expect(found).toEqual([
      {
        cycle: [
          'src/server/limits/local-window.ts',
          'src/server/posts/author-post.ts',
          'src/server/services.ts',
        ],
        knot: [
          'src/server/limits/local-window.ts',
          'src/server/posts/author-post.ts',
          'src/server/services.ts',
        ],
      },
    ]);
  });

  it('finds a circle of two files in the writer and one of a file importing itself', () => {
    const found = cycles({
      'src/writer/rules-takes.ts': "import type { WriterRequest } from './write-locally.ts';",
      'src/writer/write-locally.ts': "import { rulesTake } from './rules-takes.ts';",
      'src/core/self.ts': "export * from './self.ts';",
    });
    expect(found.map((found) => found.cycle)).toEqual([
      ['src/core/self.ts'],
      ['src/writer/rules-takes.ts', 'src/writer/write-locally.ts'],
    ]);
  });

  it('passes a tree whose imports only go one way, packages and missing files aside', () => {
    expect(
      cycles({
        'src/server/services.ts':
          "import type { LimitDecision } from './limits/limit-decision.ts';\nimport { Hono } from 'hono';",
        'src/server/limits/local-window.ts':
          "import type { LimitDecision } from './limit-decision.ts';\nimport { gone } from './gone.ts';",
        'src/server/limits/limit-decision.ts': "import { x } from '#core/a.ts';",
        'src/core/a.ts': "import { readFileSync } from 'node:fs';",
      }),
    ).toEqual([]);
  });

  it('lets an allowed circle pass only while it stays exactly those files', () => {
    const pair = {
      'src/server/generation/chat-wrapper-of.ts': "import type { M } from './model-loader.ts';",
      'src/server/generation/model-loader.ts': "import { c } from './chat-wrapper-of.ts';",
    };
    const allowed = [
      ['src/server/generation/model-loader.ts', 'src/server/generation/chat-wrapper-of.ts'],
    ];
    expect(cycles(pair, allowed)).toEqual([]);
    const grown = cycles(
      {
        ...pair,
        'src/server/generation/model-loader.ts':
          "import { c } from './chat-wrapper-of.ts';\nimport { w } from './model-wait.ts';",
        'src/server/generation/model-wait.ts': "import { m } from './model-loader.ts';",
      },
      allowed,
    );
    expect(grown).toHaveLength(1);
    expect(grown[0]?.knot).toHaveLength(3);
  });

  it('finds no circle in src/ but the one circle another branch breaks', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const list = (dir: string): { path: string; source: string }[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) return list(full);
        if (!/\.(m?[jt]sx?)$/.test(name)) return [];
        return [
          { path: relative(root, full).split('\\').join('/'), source: readFileSync(full, 'utf8') },
        ];
      });
    const { imports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(findImportCycles(list(join(root, 'src')), aliasesOf(imports))).toEqual([]);
  });
});
