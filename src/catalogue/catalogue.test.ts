import { describe, expect, it } from 'vitest';
import {
  getTask,
  isLibrary,
  isModality,
  listLibraries,
  listModalities,
  listTasks,
  listWidgetLanguages,
  type WidgetExample,
} from './index.ts';

const SPEC_TASK_IDS = [
  'text-classification',
  'token-classification',
  'question-answering',
  'translation',
  'summarization',
  'text-generation',
  'fill-mask',
  'sentence-similarity',
  'feature-extraction',
  'text-to-speech',
  'automatic-speech-recognition',
  'audio-classification',
  'audio-to-audio',
  'image-classification',
  'object-detection',
  'image-segmentation',
  'image-to-text',
  'image-to-image',
  'depth-estimation',
  'mask-generation',
  'image-text-to-text',
  'document-question-answering',
  'reinforcement-learning',
  'tabular-classification',
  'tabular-regression',
  'time-series-forecasting',
  'any-to-any',
  'other',
];

/** Spec section 3: categories that also carry catalogue info. */
const SPEC_TASKS_WITH_INFO = [
  'table-question-answering',
  'text-to-image',
  'text-to-video',
  'unconditional-image-generation',
  'video-classification',
  'visual-question-answering',
  'zero-shot-classification',
  'zero-shot-image-classification',
  'zero-shot-object-detection',
  'image-to-3d',
  'text-to-3d',
  'keypoint-detection',
  'video-text-to-text',
];

/** Spec section 9's metric names, each with the spellings the package may use for it. */
const SPEC_METRICS: Record<string, RegExp> = {
  accuracy: /^accuracy$/i,
  recall: /^recall$/i,
  precision: /^precision$/i,
  f1: /^f1$/i,
  wer: /^wer$/i,
  cer: /^cer$/i,
  'exact-match': /^exact-match$/i,
  anls: /^anls$/i,
  cross_entropy: /^cross[_ ]entropy$/i,
  perplexity: /^perplexity$/i,
  PSNR: /^PSNR$/,
  SSIM: /^SSIM$/,
  IS: /^(IS|Inception score \(IS\))$/i,
  snri: /^snri$/i,
  sdri: /^sdri$/i,
  'Average Precision': /^Average Precision$/,
  'Mean Average Precision': /^Mean Average Precision$/,
  'Intersection over Union': /^Intersection over Union( \(IoU\))?$/,
  'Discounted Total Reward': /^Discounted Total Reward$/,
  'Mean Reward': /^Mean Reward$/,
  'Mean Reciprocal Rank': /^Mean Reciprocal Rank$/,
  'Cosine Similarity': /^Cosine Similarity$/,
};

const LANGUAGES = [
  'en',
  'zh',
  'fr',
  'es',
  'ru',
  'uk',
  'it',
  'fa',
  'ar',
  'bn',
  'mn',
  'si',
  'de',
  'dv',
];

const idsWhere = (flag: 'hideInModels' | 'hideInDatasets') =>
  listTasks()
    .filter((t) => t[flag])
    .map((t) => t.id)
    .sort();

const allExamples = (): { task: string; language: string; example: WidgetExample }[] =>
  listTasks().flatMap((t) =>
    getTask(t.id)!.examples.flatMap(({ language, examples }) =>
      examples.map((example) => ({ task: t.id, language, example })),
    ),
  );

describe('the task catalogue', () => {
  it('hides exactly the spec’s five tasks from the models filters', () => {
    expect(idsWhere('hideInModels')).toEqual(
      ['tabular-to-text', 'table-to-text', 'multiple-choice', 'text-retrieval', 'other'].sort(),
    );
  });

  it('hides exactly the spec’s seven tasks from the datasets filters', () => {
    expect(idsWhere('hideInDatasets')).toEqual(
      [
        'audio-text-to-text',
        'image-text-to-text',
        'document-question-answering',
        'keypoint-detection',
        'visual-document-retrieval',
        'any-to-any',
        'other',
      ].sort(),
    );
  });

  it('has exactly the seven modalities, each with a label, and every task uses one of them', () => {
    const ids = listModalities().map((m) => m.id);
    expect([...ids].sort()).toEqual(
      ['nlp', 'audio', 'cv', 'multimodal', 'rl', 'tabular', 'other'].sort(),
    );
    for (const m of listModalities()) expect(m.label.length).toBeGreaterThan(0);
    for (const t of listTasks()) expect(ids).toContain(t.modality);
    expect(isModality('cv')).toBe(true);
    expect(isModality('vision')).toBe(false);
  });

  it('colours every task with one of the six colours', () => {
    for (const t of listTasks()) {
      expect(['orange', 'blue', 'green', 'yellow', 'indigo', 'red']).toContain(t.color);
    }
  });

  it('contains every task id the spec lists, about fifty in all', () => {
    const ids = listTasks().map((t) => t.id);
    for (const id of SPEC_TASK_IDS) expect(ids).toContain(id);
    expect(ids.length).toBeGreaterThanOrEqual(45);
    expect(ids.length).toBeLessThanOrEqual(60);
  });

  it('has an info record with a summary for each category the spec says carries one', () => {
    for (const id of [...SPEC_TASKS_WITH_INFO, 'text-classification', 'summarization']) {
      const record = getTask(id)!;
      expect(record.task.hasInfo, id).toBe(true);
      expect(record.info!.summary.length, id).toBeGreaterThan(20);
    }
  });

  it('keeps the invariants: unique ids, names, subtasks and info consistent with the list', () => {
    const ids = listTasks().map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of listTasks()) {
      expect(t.name.length, t.id).toBeGreaterThan(0);
      const subtaskTypes = t.subtasks.map((s) => s.type);
      expect(new Set(subtaskTypes).size, t.id).toBe(subtaskTypes.length);
      for (const s of t.subtasks) expect(s.name.length).toBeGreaterThan(0);
      const record = getTask(t.id)!;
      expect(record.task).toBe(t);
      expect(record.info !== null).toBe(t.hasInfo);
      expect(t.summary).toBe(record.info?.summary ?? '');
    }
  });

  it('every id an info record refers to (canonical task) exists and repos have ids', () => {
    const ids = new Set(listTasks().map((t) => t.id));
    for (const t of listTasks()) {
      const info = getTask(t.id)!.info;
      if (!info) continue;
      if (info.canonicalId) expect(ids.has(info.canonicalId), t.id).toBe(true);
      for (const repo of [...info.models, ...info.datasets, ...info.spaces, ...info.metrics]) {
        expect(repo.id.length, t.id).toBeGreaterThan(0);
      }
    }
  });

  it('marks placeholder info records as placeholders', () => {
    const placeholder = getTask('audio-text-to-text')!;
    expect(placeholder.info!.isPlaceholder).toBe(true);
    expect(placeholder.task.isPlaceholder).toBe(true);
    expect(getTask('summarization')!.info!.isPlaceholder).toBe(false);
  });

  it('marks summarization and text-generation, and only them, as used by the product', () => {
    expect(
      listTasks()
        .filter((t) => t.usedByProduct)
        .map((t) => t.id)
        .sort(),
    ).toEqual(['summarization', 'text-generation']);
  });

  it('names every metric of spec section 9 in some info record', () => {
    const names = listTasks().flatMap((t) => getTask(t.id)!.info?.metrics.map((m) => m.id) ?? []);
    for (const [metric, spelling] of Object.entries(SPEC_METRICS)) {
      expect(
        names.some((n) => spelling.test(n)),
        metric,
      ).toBe(true);
    }
  });

  it('renders demo entries of every kind the spec names', () => {
    const kinds = new Set(
      listTasks().flatMap((t) => {
        const demo = getTask(t.id)!.info?.demo;
        return demo ? [...demo.inputs, ...demo.outputs].map((e) => e.kind) : [];
      }),
    );
    for (const kind of ['text', 'audio', 'img', 'chart', 'tabular']) expect(kinds).toContain(kind);
  });

  it('returns undefined for an unknown task id', () => {
    expect(getTask('no-such-task')).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    const list = listTasks() as unknown as { name: string }[];
    expect(() => {
      list[0]!.name = 'changed';
    }).toThrow();
  });
});

describe('the widget examples', () => {
  it('exist in exactly the fourteen languages', () => {
    expect([...listWidgetLanguages()]).toEqual(LANGUAGES);
  });

  it('write the fill-mask mask token as the literal <mask> in every language', () => {
    const fillMask = getTask('fill-mask')!.examples;
    expect(fillMask.map((e) => e.language).sort()).toEqual(
      [...LANGUAGES].sort().filter((l) => l !== 'de'),
    );
    for (const { examples } of fillMask) {
      for (const example of examples) {
        expect(example.kind).toBe('text');
        if (example.kind === 'text') expect(example.text).toContain('<mask>');
      }
    }
  });

  it('give question-answering a question and a context', () => {
    const [example] = getTask('question-answering')!.examples[0]!.examples;
    expect(example).toMatchObject({ kind: 'question-answering', text: 'Where do I live?' });
    if (example?.kind === 'question-answering') expect(example.context).toContain('Berlin');
  });

  it('give table-question-answering a question and a table of columns', () => {
    const [example] = getTask('table-question-answering')!.examples[0]!.examples;
    expect(example?.kind).toBe('table-question-answering');
    if (example?.kind !== 'table-question-answering') return;
    expect(Object.keys(example.table)).toContain('Repository');
    const lengths = new Set(Object.values(example.table).map((column) => column.length));
    expect(lengths.size).toBe(1);
  });

  it('give zero-shot-classification text, comma-separated labels and a multi_class flag', () => {
    const en = getTask('zero-shot-classification')!.examples.find((e) => e.language === 'en')!;
    for (const example of en.examples) {
      expect(example.kind).toBe('zero-shot-classification');
      if (example.kind !== 'zero-shot-classification') continue;
      expect(example.candidate_labels.split(',').length).toBeGreaterThan(1);
      expect(typeof example.multi_class).toBe('boolean');
    }
  });

  it('give sentence-similarity a source sentence and a list of sentences', () => {
    const [example] = getTask('sentence-similarity')!.examples[0]!.examples;
    expect(example).toEqual({
      kind: 'sentence-similarity',
      source_sentence: 'That is a happy person',
      sentences: ['That is a happy dog', 'That is a very happy person', 'Today is a sunny day'],
    });
  });

  it('give the Mongolian speech-recognition example a label and an audio URL', () => {
    const asr = getTask('automatic-speech-recognition')!.examples;
    expect(asr.map((e) => e.language)).toEqual(['mn']);
    for (const example of asr[0]!.examples) {
      expect(example.kind).toBe('automatic-speech-recognition');
      if (example.kind === 'automatic-speech-recognition') {
        expect(example.label.length).toBeGreaterThan(0);
        expect(new URL(example.src).protocol).toBe('https:');
      }
    }
  });

  it('give summarization and text-generation plain text examples, used by the thread panel', () => {
    for (const id of ['summarization', 'text-generation']) {
      const en = getTask(id)!.examples.find((e) => e.language === 'en')!;
      expect(en.examples.length).toBeGreaterThan(0);
      for (const example of en.examples) expect(example.kind).toBe('text');
    }
  });

  it('only use languages of the fourteen and never list a language without examples', () => {
    for (const { example, language } of allExamples()) {
      expect(LANGUAGES).toContain(language);
      expect(example.kind.length).toBeGreaterThan(0);
    }
    for (const t of listTasks()) {
      for (const e of getTask(t.id)!.examples) expect(e.examples.length).toBeGreaterThan(0);
    }
  });
});

describe('the library-to-task map', () => {
  it('maps transformers, diffusers, sklearn, spacy, timm and speechbrain to tasks', () => {
    for (const library of [
      'transformers',
      'diffusers',
      'sklearn',
      'spacy',
      'timm',
      'speechbrain',
    ]) {
      const entry = listLibraries().find((l) => l.library === library);
      expect(entry?.tasks.length, library).toBeGreaterThan(0);
      expect(isLibrary(library)).toBe(true);
    }
    expect(listLibraries().find((l) => l.library === 'sklearn')?.tasks).toContain(
      'tabular-classification',
    );
    expect(isLibrary('no-such-library')).toBe(false);
  });

  it('only names tasks of the catalogue, and each task record lists its libraries back', () => {
    for (const { library, tasks } of listLibraries()) {
      for (const id of tasks) {
        expect(getTask(id), `${library} -> ${id}`).toBeDefined();
        expect(getTask(id)!.libraries).toContain(library);
      }
    }
  });
});
