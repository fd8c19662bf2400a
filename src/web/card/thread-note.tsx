/**
 * Under a card of its author's thread: how many posts it was made from, with a link to its page,
 * where the whole thread is unrolled as text; and when the thread's middle did not fit the writer,
 * how many posts were left out.
 */
import {
  type SummaryResponse,
  threadCutNote,
  threadQuotedNote,
  threadSummedUpNote,
  UNROLLED_THREAD_ID,
} from '#core/index.ts';

/** The fragment of a card's page where its thread is unrolled. */
const UNROLLED_THREAD_FRAGMENT = `#${UNROLLED_THREAD_ID}`;

export function ThreadNote({ response }: { response: SummaryResponse }) {
  const posts = response.threadPosts ?? 0;
  if (posts < 2) return null;
  const cut = response.threadPostsCut ?? 0;
  const said = response.mode === 'quote' ? threadQuotedNote(posts) : threadSummedUpNote(posts);
  return (
    <p className="card-result__thread" role="note" data-testid="thread-note">
      {said}.{cut > 0 && ` ${threadCutNote(cut)}`}
      {/* Last, so the sentences before it end with their own full stops. */}
      {response.url && (
        <>
          {' '}
          <a href={`${response.url}${UNROLLED_THREAD_FRAGMENT}`}>Read the whole thread</a>
        </>
      )}
    </p>
  );
}
