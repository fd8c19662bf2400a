/** One task in full: summary, badges, demo, widget examples, models, datasets, spaces and metrics. */
import { useEffect, useRef } from 'react';
import type { TaskListResponse, TaskRecord } from '#catalogue/types.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { taskPath } from './catalogue-api.ts';
import { DemoEntries } from './demo-entries.tsx';
import { RepoList } from './repo-list.tsx';
import { TaskBadges } from './task-badges.tsx';
import { useCatalogueData } from './use-catalogue-data.ts';
import { WidgetExamples } from './widget-examples.tsx';

interface TaskDetailsProps {
  id: string;
  onBack: () => void;
  onUseInThread: (text: string) => void;
}

export function TaskDetails({ id, onBack, onUseInThread }: TaskDetailsProps) {
  const { data: record, loading, error, retry } = useCatalogueData<TaskRecord>(taskPath(id));
  // The unfiltered list is almost always cached already; it only gives modality labels here.
  const { data: list } = useCatalogueData<TaskListResponse>('/api/catalogue/tasks');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (record) heading.current?.focus();
  }, [record]);

  const back = (
    <button type="button" className="button button--ghost button--small" onClick={onBack}>
      <span aria-hidden="true">←</span> All tasks
    </button>
  );

  if (!record) {
    return (
      <div className="catalogue-details">
        {back}
        {error ? (
          <div className="catalogue-error">
            <AlertMessage tone="error">{error}</AlertMessage>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={retry}
            >
              Try again
            </button>
          </div>
        ) : (
          <p role="status">{loading ? 'Loading the task…' : ''}</p>
        )}
      </div>
    );
  }

  const { task, info, examples, libraries } = record;
  const modality = list?.modalities.find((m) => m.id === task.modality)?.label ?? task.modality;
  const demo = info?.demo;
  const hasDemo = !!demo && demo.inputs.length + demo.outputs.length > 0;

  return (
    <article className={`catalogue-details catalogue-details--${task.color}`}>
      {back}
      <header className="catalogue-details__header">
        <h3 ref={heading} tabIndex={-1} className="catalogue-details__title">
          {task.name}
        </h3>
        <p className="catalogue-details__meta">
          <code>{task.id}</code> · {modality}
          {info?.canonicalId && (
            <>
              {' '}
              · a case of <code>{info.canonicalId}</code>
            </>
          )}
        </p>
        <TaskBadges task={task} />
      </header>

      <p className="catalogue-details__summary">
        {info?.summary || 'The catalogue has no description of this task yet.'}
      </p>

      {task.subtasks.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-subtasks">
          <h4 id="catalogue-subtasks">Subtasks</h4>
          <ul className="catalogue-tags">
            {task.subtasks.map((s) => (
              <li key={s.type} className="catalogue-tag" title={s.type}>
                {s.name}
              </li>
            ))}
          </ul>
        </section>
      )}

      {libraries.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-libraries">
          <h4 id="catalogue-libraries">Libraries</h4>
          <ul className="catalogue-tags">
            {libraries.map((library) => (
              <li key={library} className="catalogue-tag">
                {library}
              </li>
            ))}
          </ul>
        </section>
      )}

      {hasDemo && (
        <section className="catalogue-section" aria-labelledby="catalogue-demo">
          <h4 id="catalogue-demo">Demo</h4>
          <div className="catalogue-demo">
            <DemoEntries title="Inputs" entries={demo.inputs} />
            <DemoEntries title="Outputs" entries={demo.outputs} />
          </div>
        </section>
      )}

      {examples.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-examples">
          <h4 id="catalogue-examples">Widget examples</h4>
          <WidgetExamples languages={examples} onUseInThread={onUseInThread} />
        </section>
      )}

      {info && (
        <>
          <RepoList title="Models" repos={info.models} hrefOf={(repoId) => hubUrl('', repoId)} />
          <RepoList
            title="Datasets"
            repos={info.datasets}
            hrefOf={(repoId) => hubUrl('datasets/', repoId)}
          />
          <RepoList
            title="Spaces"
            repos={info.spaces}
            hrefOf={(repoId) => hubUrl('spaces/', repoId)}
          />
          <RepoList title="Metrics" repos={info.metrics} />
          {info.widgetModels.length > 0 && (
            <section className="catalogue-section" aria-labelledby="catalogue-widget-models">
              <h4 id="catalogue-widget-models">Widget models</h4>
              <ul className="catalogue-tags">
                {info.widgetModels.map((model) => (
                  <li key={model} className="catalogue-tag">
                    {model}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {info.youtubeId && (
            <p className="catalogue-details__video">
              <a
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(info.youtubeId)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Watch the video about {task.name}
              </a>
            </p>
          )}
        </>
      )}
    </article>
  );
}

/** Hub ids are "owner/name"; each part is encoded but the slash kept. */
const hubUrl = (section: string, id: string) =>
  `https://huggingface.co/${section}${id.split('/').map(encodeURIComponent).join('/')}`;
