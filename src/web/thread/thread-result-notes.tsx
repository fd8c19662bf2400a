/** What the page says under a finished thread: the answer's notice, its language, who wrote it. */
import { answerLanguages } from '#web/language/answer-languages.ts';
import { DeferredLanguageNote } from '#web/language/deferred-language-note.tsx';
import { WrittenBy } from '#web/ui/written-by.tsx';
import type { ThreadResult } from './thread-result-state.ts';

interface ThreadResultNotesProps {
  thread: ThreadResult;
  /** Said of this answer only ("No other take without a language model."), never stored. */
  notice: string | null;
  /** How many threads this page has made; 0 for one restored on reload (no live model state). */
  generation: number;
  announce: (message: string) => void;
}

export function ThreadResultNotes({
  thread,
  notice,
  generation,
  announce,
}: ThreadResultNotesProps) {
  return (
    <>
      {notice && (
        // Said of this answer, under the thread it came with.
        <p className="thread-result__notice" role="status">
          {notice}
        </p>
      )}
      <DeferredLanguageNote subject="thread" {...answerLanguages(thread)} />
      <WrittenBy
        writer={thread.writer}
        rulesReason={thread.rulesReason}
        subject="thread"
        fresh={generation > 0 ? generation : undefined}
        announce={announce}
      />
    </>
  );
}
