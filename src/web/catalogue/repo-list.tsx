/** A titled list of models, datasets, spaces or metrics, each with its description. */
import { useId } from 'react';
import type { ExampleRepo } from '#catalogue/types.ts';

interface RepoListProps {
  title: string;
  repos: ExampleRepo[];
  /** Where an entry links to; metrics have no page and pass nothing. */
  hrefOf?: (id: string) => string;
}

export function RepoList({ title, repos, hrefOf }: RepoListProps) {
  const headingId = useId();
  if (repos.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      <ul className="catalogue-repos">
        {repos.map((repo) => (
          <li key={repo.id} className="catalogue-repo">
            {hrefOf ? (
              <a
                className="catalogue-repo__id"
                href={hrefOf(repo.id)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {repo.id}
              </a>
            ) : (
              <span className="catalogue-repo__id">{repo.id}</span>
            )}
            {repo.description && (
              <span className="catalogue-repo__description">{repo.description}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
