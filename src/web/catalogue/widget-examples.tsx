/** A task's widget examples with a language switcher; text examples can go to the thread panel. */
import { useId, useState } from 'react';
import type { LanguageExamples, WidgetExample } from '#catalogue/types.ts';
import { languageName, textDirection } from './languages.ts';

interface WidgetExamplesProps {
  languages: LanguageExamples[];
  onUseInThread: (text: string) => void;
}

export function WidgetExamples({ languages, onUseInThread }: WidgetExamplesProps) {
  const first = languages.find((l) => l.language === 'en') ?? languages[0];
  const [language, setLanguage] = useState(first?.language ?? 'en');
  const current = languages.find((l) => l.language === language) ?? first;
  if (!current) return null;
  return (
    <div className="catalogue-examples">
      {languages.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend box does not suit a chip row.
        <div className="catalogue-chips" role="group" aria-label="Example language">
          {languages.map(({ language: code }) => (
            <button
              key={code}
              type="button"
              className="catalogue-chip"
              aria-pressed={code === current.language}
              onClick={() => setLanguage(code)}
            >
              {languageName(code)}
              <span className="catalogue-chip__code" aria-hidden="true">
                {code}
              </span>
            </button>
          ))}
        </div>
      )}
      <ul
        className="catalogue-examples__list"
        lang={current.language}
        dir={textDirection(current.language)}
        aria-label={`Examples in ${languageName(current.language)}`}
      >
        {current.examples.map((example, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: examples have no ids and never reorder.
          <li key={`${current.language}-${index}`} className="catalogue-example">
            <ExampleView example={example} onUseInThread={onUseInThread} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ExampleViewProps {
  example: WidgetExample;
  onUseInThread: (text: string) => void;
}

/** Draws one example by its shape. */
export function ExampleView({ example, onUseInThread }: ExampleViewProps) {
  const textId = useId();
  switch (example.kind) {
    case 'text':
      return (
        <>
          <p id={textId} className="catalogue-example__text">
            {example.text}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby={textId}
            onClick={() => onUseInThread(example.text)}
          >
            Use in thread
          </button>
        </>
      );
    case 'question-answering':
      return (
        <dl className="catalogue-example__fields">
          <dt>Question</dt>
          <dd>{example.text}</dd>
          <dt>Context</dt>
          <dd>{example.context}</dd>
        </dl>
      );
    case 'table-question-answering':
      return (
        <>
          <dl className="catalogue-example__fields">
            <dt>Question</dt>
            <dd>{example.text}</dd>
          </dl>
          <ColumnTable table={example.table} />
        </>
      );
    case 'zero-shot-classification':
      return (
        <dl className="catalogue-example__fields">
          <dt>Text</dt>
          <dd>{example.text}</dd>
          <dt>Candidate labels</dt>
          <dd>
            <ul className="catalogue-tags">
              {example.candidate_labels
                .split(',')
                .map((label) => label.trim())
                .filter(Boolean)
                .map((label) => (
                  <li key={label} className="catalogue-tag">
                    {label}
                  </li>
                ))}
            </ul>
          </dd>
          {example.multi_class !== undefined && (
            <>
              <dt>Several labels may apply</dt>
              <dd>{example.multi_class ? 'Yes' : 'No'}</dd>
            </>
          )}
        </dl>
      );
    case 'sentence-similarity':
      return (
        <dl className="catalogue-example__fields">
          <dt>Source sentence</dt>
          <dd>{example.source_sentence}</dd>
          <dt>Compared with</dt>
          <dd>
            <ul>
              {example.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </dd>
        </dl>
      );
    case 'automatic-speech-recognition':
      return (
        <dl className="catalogue-example__fields">
          <dt>Recording</dt>
          <dd>
            {example.label} (<code dir="ltr">{fileName(example.src)}</code>)
          </dd>
        </dl>
      );
  }
}

/** The last path segment of a URL, which is how audio files are shown. */
const fileName = (src: string) => {
  try {
    return decodeURIComponent(new URL(src).pathname.split('/').pop() || src);
  } catch {
    return src;
  }
};

/** A table given as columns (name -> cells) drawn as rows. */
function ColumnTable({ table }: { table: Record<string, (string | number)[]> }) {
  const columns = Object.keys(table);
  const rows = Math.max(0, ...columns.map((c) => table[c]?.length ?? 0));
  return (
    <div className="demo-table" dir="ltr">
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: table rows are positional.
            <tr key={r}>
              {columns.map((c) => (
                <td key={c}>{table[c]?.[r] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
