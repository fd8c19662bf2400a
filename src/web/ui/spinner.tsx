/** A small spinning ring shown beside "Generating..." while a request is in flight. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" data-testid="spinner" />;
}
