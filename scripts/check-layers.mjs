#!/usr/bin/env node
// The layer rule: src/core imports no React, no node:*, nothing of src/server or src/web, and of
// packages only the pure-JavaScript text libraries of its allow-list (linkify-it and the tlds list
// its link finder reads, its sentence splitter sentencex: decisions 012 and 023; its tests also
// their test tools); src/card (the card's shared layout) follows core's rule; src/web imports
// nothing of src/server; src/writer (the embedded writer) imports only #core, its own files, its
// NLP library and lru-cache, both pure JavaScript (its tests also their test tools), so the
// server and, later, the web app can both run it. The server's generation is in rooms
// (src/server/generation/<room>/): any file outside a room enters it only through its index.ts.
// And no circle of imports among src/** files, type-only ones included: a circle hides which file
// owns a shared type and makes load order matter (issue 47).
// Exits 1 and names each violation and each circle.
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
    // model, any-ascii, the guard's transliteration, and stopword's function words: docs/decisions/
    // 012, 023, 024); its tests
    // also their test tools.
    allowed: [
      /^\.\//,
      /^#core\//,
      /^linkify-it$/,
      /^tlds$/,
      /^sentencex$/,
      /^eld\/extrasmall$/,
      /^any-ascii$/,
      /^stopword$/,
    ],
    allowedInTests: [/^vitest$/, /^fast-check$/, /^#test\//],
    what: 'its own files, linkify-it, tlds, sentencex, eld, any-ascii and stopword',
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
 * Imports that may enter a room by one of its files, each for a reason. main.ts starts the model's
 * runtime before the app's modules load (issue 46 item 9, docs/decisions/017): a room's index.ts
 * loads the room's every file, and with them the guard's megabytes, before that start could begin.
 */
const SIDE_DOORS = new Map([
  ['src/server/main.ts', ['src/server/generation/runtime/early-runtime.ts']],
  [
    'src/server/generation/runtime/early-runtime.ts',
    ['src/server/generation/model-file/model-file.ts'],
  ],
]);

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
  if (SIDE_DOORS.get(path)?.includes(target)) return undefined;
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
      // A layer's own files include its rooms' (src/core/guard/): a relative import that stays
      // inside the layer, '../x.ts' from a room included, is one of its own.
      const ownFile =
        /^\.\.?\//.test(specifier) &&
        posix.join(posix.dirname(path), specifier).startsWith(rule.layer);
      if (rule.allowed && !ownFile && !allowed.some((pattern) => pattern.test(specifier))) {
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

/** package.json's "imports" as [prefix, folder] pairs: '#core/' → 'src/core/'. */
export function aliasesOf(imports) {
  return Object.entries(imports).map(([from, to]) => [
    from.replace(/\*$/, ''),
    posix.normalize(to.replace(/\*$/, '')),
  ]);
}

function resolveImport(fromPath, specifier, aliases, known) {
  let target;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    target = posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  } else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return undefined;
    target = posix.normalize(alias[1] + specifier.slice(alias[0].length));
  }
  // Imports name their file with its extension (allowImportingTsExtensions); a bare folder or a
  // missing extension is tried the way bundlers would, so no edge is missed.
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Lists every circle of imports among `files` (`{ path, source }`, paths relative to the
 * repository with '/'), type-only imports and re-exports included, as `{ cycle, knot }`: `cycle`
 * the files of one circle in import order (the first file imports the second, ..., the last imports
 * the first), `knot` every file tied into it (each reaches each other), so a knot of many files reads
 * as one finding. `allowed` lists knots (as file lists) let pass while they stay exactly that.
 */
export function findImportCycles(files, aliases, allowed = []) {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map();
  for (const { path, source } of files) {
    const targets = new Set();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(path, match[1] ?? match[2], aliases, known);
      if (target) targets.add(target);
    }
    edges.set(path, [...targets].sort());
  }
  const allowedKeys = new Set(allowed.map((group) => [...group].sort().join('\n')));
  const cycles = [];
  for (const group of stronglyConnected([...known].sort(), edges)) {
    const selfLoop = group.length === 1 && edges.get(group[0]).includes(group[0]);
    if (group.length === 1 && !selfLoop) continue;
    if (allowedKeys.has([...group].sort().join('\n'))) continue;
    cycles.push({ cycle: circleWithin(group, edges), knot: group });
  }
  return cycles;
}

// Tarjan's algorithm, iterative so a long chain of imports cannot overflow the stack.
function stronglyConnected(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next);
    next += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const targets = edges.get(node);
      if (at < targets.length) {
        frame[1] += 1;
        const target = targets[at];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

// The shortest way back to the group's first file, found breadth-first inside the group.
function circleWithin(group, edges) {
  const inGroup = new Set(group);
  const start = group[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of edges.get(node)) {
      if (!inGroup.has(target)) continue;
      if (target === start) {
        const circle = [node];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]));
        return circle;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
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
  const all = listSources(join(root, 'src'), root).map((file) => ({
    ...file,
    path: file.path.split(/[\\/]/).join('/'),
  }));
  const { imports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const cycles = findImportCycles(all, aliasesOf(imports));
  for (const { cycle, knot } of cycles) {
    console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
    const others = knot.filter((file) => !cycle.includes(file));
    if (others.length > 0) console.error(`  tied into it as well: ${others.join(', ')}`);
  }
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
  console.log(
    `layers: ${files.length} files checked, no violation; ${all.length} files of src/ in no import cycle`,
  );
}
