/** Turns one raw demo input or output of an info record into a typed entry tagged by kind. */
import type { DemoEntry } from './types.ts';

type Raw = Record<string, unknown>;

/** Tags a raw demo entry by its `type`; null for a type the catalogue does not know. */
export function toDemoEntry(raw: unknown): DemoEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Raw;
  switch (r.type) {
    case 'text':
      return typeof r.label === 'string' && typeof r.content === 'string'
        ? { kind: 'text', label: r.label, content: r.content }
        : null;
    case 'audio':
    case 'img':
      return typeof r.filename === 'string' ? { kind: r.type, filename: r.filename } : null;
    case 'chart':
      return Array.isArray(r.data) &&
        r.data.every((d) => typeof d?.label === 'string' && typeof d?.score === 'number')
        ? {
            kind: 'chart',
            data: r.data.map((d: { label: string; score: number }) => ({
              label: d.label,
              score: d.score,
            })),
          }
        : null;
    case 'tabular':
      return Array.isArray(r.table) && r.table.every(Array.isArray)
        ? { kind: 'tabular', table: (r.table as unknown[][]).map((row) => row.map(String)) }
        : null;
    case 'text-with-tokens':
      return typeof r.text === 'string' && Array.isArray(r.tokens)
        ? {
            kind: 'text-with-tokens',
            text: r.text,
            tokens: r.tokens.map((t: { start: number; end: number; type: string }) => ({
              start: t.start,
              end: t.end,
              type: t.type,
            })),
          }
        : null;
    default:
      return null;
  }
}
