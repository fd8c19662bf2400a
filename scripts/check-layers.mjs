#!/usr/bin/env node
// The layer rule: src/core imports no React, no node:*, nothing of src/server or src/web, and of
// packages only the pure-JavaScript text libraries of its allow-list (linkify-it and the tlds list
// its link finder reads, its sentence splitter sentencex: decisions 012 and 023; its tests also
// their test tools); src/card (the card's shared layout) follows core's rule; src/web imports
// nothing of src/server; src/writer (the embedded writer) imports only #core, its own files, its
// NLP library and lru-cache, both pure JavaScript (its tests also their test tools), so the
// server and, later, the web app can both run it. The server's generation is in rooms
// (src/server/generation/<room>/): any file outside a room enters it only through its index.ts.
// Exits 1 and names each violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g;

const RULES = [
  {
    layer: 'src/core/',
    forbidden: [
      [/^react(-dom)?(\/|$)/, 'React'],
      [/^node:/, 'Node APIs'],
      [/^(#server|#web)\//, 'another layer'],
      [/(^|\/)(server|web)\//, 'another layer'],
    ],
    // Its allow-list: its own files and pure-JavaScript text libraries that do no I/O (linkify-it
    // and the tlds list its link finder reads, its sentence splitter sentencex, eld, its language
    // model: docs/decisions/012, 023, 024); its tests also their test tools.
    allowed: [/^\.\//, /^#core\//, /^linkify-it$/, /^tlds$/, /^sentencex$/, /^eld\/extrasmall$/],
    allowedInTests: [/^vitest$/, /^fast-check$/, /^#test\//],
    what: 'its own files, linkify-it, tlds, sentencex and eld',
  },
  {
    // The card's shared layout: used by the web app and the server renderer alike.
    layer: 'src/card/',
    forbidden: [
      [/^react(-dom)?(\/|$)/, 'React'],
      [/^node:/, 'Node APIs'],
      [/^(#server|#web)\//, 'another layer'],
      [/(^|\/)(server|web)\//, 'another layer'],
    ],
  },
  {
    layer: 'src/writer/',
    forbidden: [],
    allowed: [/^\.\//, /^#core\//, /^compromise(\/|$)/, /^lru-cache$/],
    allowedInTests: [/^vitest$/, /^fast-check$/, /^#test\//],
    what: '#core, its own files, compromise and lru-cache',
  },
  {
    layer: 'src/web/',
    forbidden: [
      [/^#server\//, 'the server'],
      [/(^|\/)server\//, 'the server'],
    ],
  },
];

// A room of the generation, and the path of a file inside it.
const GENERATION_ROOM = /^src\/server\/generation\/([^/]+)\/(.+)$/;

/**
 * The room's file an import names, when it names one from outside that room by anything but the
 * room's index.ts (what a room offers the others is named there alone, so its files can move and
 * split without their importers knowing).
 */
function roomEnteredAside(path, specifier) {
  let target;
  if (specifier.startsWith('#server/')) target = `src/server/${specifier.slice('#server/'.length)}`;
  else if (specifier.startsWith('.'))
    target = posix.normalize(posix.join(posix.dirname(path), specifier));
  else return undefined;
  const room = GENERATION_ROOM.exec(target);
  if (!room || room[2] === 'index.ts') return undefined;
  if (path.startsWith(`src/server/generation/${room[1]}/`)) return undefined;
  return room[1];
}

/** Lists `{ file, specifier, reason }` for every import that breaks a layer rule. */
export function findLayerViolations(files) {
  const violations = [];
  for (const { path, source } of files) {
    const rule = RULES.find((candidate) => path.startsWith(candidate.layer));
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const room = roomEnteredAside(path, specifier);
      if (room) {
        violations.push({
          file: path,
          specifier,
          reason: `src/server/generation/${room}/ is imported only through its index.ts`,
        });
        continue;
      }
      if (!rule) continue;
      const hit = rule.forbidden.find(([pattern]) => pattern.test(specifier));
      if (hit) {
        // One violation an import: what it may not import says more than the allow-list.
        violations.push({
          file: path,
          specifier,
          reason: `${rule.layer} may not import ${hit[1]}`,
        });
        // One reason an import breaks the rule is enough.
        continue;
      }
      const allowed = [
        ...(rule.allowed ?? []),
        ...(/\.test\.tsx?$/.test(path) ? (rule.allowedInTests ?? []) : []),
      ];
      if (rule.allowed && !allowed.some((pattern) => pattern.test(specifier))) {
        violations.push({
          file: path,
          specifier,
          reason: `${rule.layer} may import only ${rule.what}`,
        });
      }
    }
  }
  return violations;
}

function listSources(dir, root) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSources(full, root));
    else if (/\.(m?[jt]sx?)$/.test(name)) {
      out.push({ path: relative(root, full), source: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = [
    ...listSources(join(root, 'src/core'), root),
    ...listSources(join(root, 'src/card'), root),
    ...listSources(join(root, 'src/writer'), root),
    ...listSources(join(root, 'src/web'), root),
    // Only the generation's rooms are checked here: these import them too.
    ...listSources(join(root, 'src/server'), root),
    ...listSources(join(root, 'test'), root),
    ...listSources(join(root, 'bench'), root),
    ...listSources(join(root, 'eval'), root),
  ];
  const violations = findLayerViolations(files);
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' (${v.reason})`);
  if (violations.length > 0) process.exit(1);
  console.log(`layers: ${files.length} files checked, no violation`);
}
