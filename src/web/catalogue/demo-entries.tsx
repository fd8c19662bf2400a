/** A task's demo inputs or outputs, each drawn by kind: text, audio, image, score chart, table. */
import type { DemoEntry } from '#catalogue/types.ts';

interface DemoEntriesProps {
  title: string;
  entries: DemoEntry[];
}

export function DemoEntries({ title, entries }: DemoEntriesProps) {
  if (entries.length === 0) return null;
  return (
    <div className="catalogue-demo__side">
      <h5>{title}</h5>
      {entries.map((entry, index) => (
        // Demo entries have no ids and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static.
        <DemoEntryView key={index} entry={entry} />
      ))}
    </div>
  );
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Draws one demo entry. */
export function DemoEntryView({ entry }: { entry: DemoEntry }) {
  switch (entry.kind) {
    case 'text':
      return (
        <div className="demo-text">
          <span className="demo-text__label">{entry.label}</span>
          <p className="demo-text__content">{entry.content}</p>
        </div>
      );
    case 'audio':
      return (
        <p className="demo-file">
          <span aria-hidden="true">🔊 </span>Audio: <code>{entry.filename}</code>
        </p>
      );
    case 'img':
      return (
        <p className="demo-file">
          <span aria-hidden="true">🖼️ </span>Image: <code>{entry.filename}</code>
        </p>
      );
    case 'chart': {
      const max = Math.max(...entry.data.map((d) => d.score), 0) || 1;
      return (
        <ul className="demo-chart" aria-label="Scores">
          {entry.data.map((d) => (
            <li key={d.label} className="demo-chart__row">
              <span className="demo-chart__label">{d.label}</span>
              <span className="demo-chart__track" aria-hidden="true">
                <span
                  className="demo-chart__bar"
                  style={{ width: `${Math.max(0, (d.score / max) * 100)}%` }}
                />
              </span>
              <span className="demo-chart__score">{percent.format(d.score)}</span>
            </li>
          ))}
        </ul>
      );
    }
    case 'tabular': {
      const [head = [], ...rows] = entry.table;
      return (
        <div className="demo-table">
          <table>
            <thead>
              <tr>
                {head.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional.
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: table rows are positional.
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional.
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'text-with-tokens':
      return <TokenText text={entry.text} tokens={entry.tokens} />;
  }
}

/** Text with its labelled spans marked, e.g. named entities. */
function TokenText({
  text,
  tokens,
}: Omit<Extract<DemoEntry, { kind: 'text-with-tokens' }>, 'kind'>) {
  const parts: { text: string; type?: string }[] = [];
  let at = 0;
  for (const token of [...tokens].sort((a, b) => a.start - b.start)) {
    if (token.start < at || token.end > text.length) continue;
    if (token.start > at) parts.push({ text: text.slice(at, token.start) });
    parts.push({ text: text.slice(token.start, token.end), type: token.type });
    at = token.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return (
    <p className="demo-tokens">
      {parts.map((part, i) =>
        part.type ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional.
          <mark key={i} className="demo-tokens__mark">
            {part.text} <span className="demo-tokens__type">{part.type}</span>
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional.
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
