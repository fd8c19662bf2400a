/**
 * What the page says under the card, never on its picture: why a Troll or Meme card came out plain,
 * and who wrote it. A Quote card is the post itself, which no writer wrote: it says nothing of one.
 */
import {
  isWrittenCardMode,
  NO_JOKES_IN_LANGUAGE_NOTE,
  SERIOUS_POST_NOTE,
  type SummaryResponse,
} from '#core/index.ts';
import { LanguageNote } from '#web/language/language-note.tsx';
import { WrittenBy } from '#web/ui/written-by.tsx';

interface CardNotesProps {
  response: SummaryResponse;
  /** The card is whole: who wrote it is said of the finished card only. */
  complete: boolean;
  /** A card link's stored card: its note says what its answer says, never the model's state now. */
  stored: boolean;
  /** New take is offered under the card. */
  newTake: boolean;
  announce: (message: string) => void;
}

export function CardNotes({ response, complete, stored, newTake, announce }: CardNotesProps) {
  return (
    <>
      {response.serious && (
        <p className="card-result__serious" role="note">
          {SERIOUS_POST_NOTE}
        </p>
      )}
      {response.noJokesInLanguage && (
        <p className="card-result__no-jokes" role="note">
          {NO_JOKES_IN_LANGUAGE_NOTE}
        </p>
      )}
      {complete && <LanguageNote subject="card" askedLang={response.askedLang} />}
      {complete && isWrittenCardMode(response.mode) && (
        <WrittenBy
          writer={response.writer}
          rulesReason={response.rulesReason}
          subject="card"
          fresh={stored ? undefined : response}
          newTake={newTake}
          announce={announce}
        />
      )}
    </>
  );
}
