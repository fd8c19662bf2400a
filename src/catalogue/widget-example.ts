/** Turns one raw widget example of the package into a typed example tagged by its shape. */
import type { WidgetExample } from './types.ts';

type Raw = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isTable = (value: unknown): value is Record<string, (string | number)[]> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (column) =>
      Array.isArray(column) &&
      column.every((cell) => typeof cell === 'string' || typeof cell === 'number'),
  );

/** Names the shape of a raw example; null when it matches none the catalogue knows. */
export function toWidgetExample(raw: unknown): WidgetExample | null {
  if (isString(raw)) return { kind: 'text', text: raw };
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Raw;
  if (isString(r.src) && isString(r.label)) {
    return { kind: 'automatic-speech-recognition', label: r.label, src: r.src };
  }
  if (isString(r.source_sentence) && isStringList(r.sentences)) {
    return {
      kind: 'sentence-similarity',
      source_sentence: r.source_sentence,
      sentences: r.sentences,
    };
  }
  if (!isString(r.text)) return null;
  if (isString(r.context)) return { kind: 'question-answering', text: r.text, context: r.context };
  if (isTable(r.table)) return { kind: 'table-question-answering', text: r.text, table: r.table };
  if (isString(r.candidate_labels)) {
    if (r.multi_class !== undefined && typeof r.multi_class !== 'boolean') return null;
    return {
      kind: 'zero-shot-classification',
      text: r.text,
      candidate_labels: r.candidate_labels,
      ...(r.multi_class === undefined ? {} : { multi_class: r.multi_class }),
    };
  }
  return null;
}

/** The text a person would paste elsewhere from an example: its main sentence. */
export function describeWidgetExample(example: WidgetExample): string {
  switch (example.kind) {
    case 'sentence-similarity':
      return example.source_sentence;
    case 'automatic-speech-recognition':
      return example.label;
    default:
      return example.text;
  }
}
