import { describe, expect, it } from 'vitest';
import { findLayerViolations } from './check-layers.mjs';

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
  });
});
