import { describe, expect, it } from 'vitest';
import { filterTasks } from './filter-tasks.ts';
import type { LibraryTasks, TaskSummary } from './types.ts';

const task = (id: string, modality: string, summary = ''): TaskSummary => ({
  id,
  name: id.replace(/-/g, ' '),
  modality,
  color: 'blue',
  subtasks: [],
  hideInModels: false,
  hideInDatasets: false,
  hasInfo: summary !== '',
  isPlaceholder: false,
  usedByProduct: false,
  summary,
});

const TASKS = [
  task('text-classification', 'nlp', 'Assigning a label to a text.'),
  task('image-classification', 'cv', 'Assigning a label to an image.'),
  task('audio-to-audio', 'audio', 'Enhancing speech.'),
];
const LIBRARIES: LibraryTasks[] = [{ library: 'timm', tasks: ['image-classification'] }];

const ids = (tasks: TaskSummary[]) => tasks.map((t) => t.id);

describe('filterTasks', () => {
  it('returns every task without filters', () => {
    expect(ids(filterTasks(TASKS, LIBRARIES, {}))).toEqual(ids(TASKS));
  });

  it('keeps only the tasks of a modality', () => {
    expect(ids(filterTasks(TASKS, LIBRARIES, { modality: 'cv' }))).toEqual([
      'image-classification',
    ]);
  });

  it('keeps only the tasks a library supports', () => {
    expect(ids(filterTasks(TASKS, LIBRARIES, { library: 'timm' }))).toEqual([
      'image-classification',
    ]);
    expect(filterTasks(TASKS, LIBRARIES, { library: 'unknown' })).toEqual([]);
  });

  it('matches every word of the query, in any case, against id, name and summary', () => {
    expect(ids(filterTasks(TASKS, LIBRARIES, { q: 'LABEL image' }))).toEqual([
      'image-classification',
    ]);
    expect(ids(filterTasks(TASKS, LIBRARIES, { q: 'speech' }))).toEqual(['audio-to-audio']);
    expect(ids(filterTasks(TASKS, LIBRARIES, { q: 'text classification' }))).toEqual([
      'text-classification',
    ]);
    expect(ids(filterTasks(TASKS, LIBRARIES, { q: '   ' }))).toEqual(ids(TASKS));
  });

  it('combines filters with AND', () => {
    expect(filterTasks(TASKS, LIBRARIES, { modality: 'nlp', library: 'timm' })).toEqual([]);
  });
});
