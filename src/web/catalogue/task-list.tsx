/** The catalogue's first view: search, modality chips and the tasks as cards in their colour. */
import { useEffect, useId, useRef } from 'react';
import type { TaskListResponse, TaskSummary } from '#catalogue/types.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { taskListPath } from './catalogue-api.ts';
import { TaskBadges } from './task-badges.tsx';
import { useCatalogueData } from './use-catalogue-data.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface TaskListProps {
  query: string;
  onQueryChange: (query: string) => void;
  modality: string | null;
  onModalityChange: (modality: string | null) => void;
  onOpenTask: (id: string) => void;
  /** The task whose card takes focus when the list comes back. */
  focusTaskId: string | null;
}

/** Typing pauses this long before the list asks the server again. */
const SEARCH_DELAY_MS = 200;

export function TaskList({
  query,
  onQueryChange,
  modality,
  onModalityChange,
  onOpenTask,
  focusTaskId,
}: TaskListProps) {
  const searchId = useId();
  const q = useDebouncedValue(query, SEARCH_DELAY_MS);
  const { data, loading, error, retry } = useCatalogueData<TaskListResponse>(
    taskListPath({ modality: modality ?? undefined, q }),
  );
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (focused.current || !focusTaskId || !data) return;
    const card = list.current?.querySelector<HTMLButtonElement>(
      `[data-task-id="${CSS.escape(focusTaskId)}"]`,
    );
    if (card) {
      card.focus();
      focused.current = true;
    }
  }, [data, focusTaskId]);

  const tasks = data?.tasks ?? [];
  const modalities = data?.modalities ?? [];
  const labelOf = new Map(modalities.map((m) => [m.id, m.label]));

  return (
    <div className="catalogue-list">
      <div className="catalogue-list__controls">
        <label htmlFor={searchId} className="catalogue-list__label">
          Search tasks
        </label>
        <input
          id={searchId}
          type="search"
          className="catalogue-list__search"
          placeholder="e.g. translation, image, speech"
          value={query}
          maxLength={200}
          autoComplete="off"
          dir="auto"
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {modalities.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend box does not suit a chip row.
          <div className="catalogue-chips" role="group" aria-label="Modality">
            <button
              type="button"
              className="catalogue-chip"
              aria-pressed={modality === null}
              onClick={() => onModalityChange(null)}
            >
              All
            </button>
            {modalities.map((m) => (
              <button
                key={m.id}
                type="button"
                className="catalogue-chip"
                aria-pressed={modality === m.id}
                onClick={() => onModalityChange(modality === m.id ? null : m.id)}
              >
                {m.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {error && (
        <div className="catalogue-error">
          <AlertMessage tone="error">{error}</AlertMessage>
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <p className="catalogue-list__count" role="status" aria-live="polite">
        {loading && !data ? 'Loading the catalogue…' : countText(tasks.length)}
      </p>
      <ul ref={list} className="catalogue-cards" aria-label="Tasks" aria-busy={loading}>
        {tasks.map((task) => (
          <li key={task.id}>
            <TaskCard
              task={task}
              modalityLabel={labelOf.get(task.modality) ?? task.modality}
              onOpen={onOpenTask}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const countText = (n: number) => (n === 0 ? 'No task matches.' : n === 1 ? '1 task' : `${n} tasks`);

interface TaskCardProps {
  task: TaskSummary;
  modalityLabel: string;
  onOpen: (id: string) => void;
}

function TaskCard({ task, modalityLabel, onOpen }: TaskCardProps) {
  const summaryId = useId();
  return (
    <button
      type="button"
      className={`catalogue-card catalogue-card--${task.color}`}
      data-task-id={task.id}
      aria-label={task.name}
      aria-describedby={summaryId}
      onClick={() => onOpen(task.id)}
    >
      <span className="catalogue-card__name">{task.name}</span>
      <span className="catalogue-card__meta">
        <code>{task.id}</code> · {modalityLabel}
      </span>
      <span id={summaryId} className="catalogue-card__summary">
        {task.summary || 'No description in the catalogue.'}
      </span>
      <TaskBadges task={task} compact />
    </button>
  );
}
