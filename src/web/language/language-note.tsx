/**
 * What the page says of an answer's language, never on its picture (issue 45): that the rules
 * writer could not write the asked one, and, for a thread, which language it was written from
 * (a card's provenance line is drawn on the card itself, by the shared layout).
 */
import { rulesCannotTranslate, threadProvenance } from '#core/card-languages.ts';

interface LanguageNoteProps {
  subject: 'card' | 'thread';
  lang?: string | undefined;
  sourceLang?: string | undefined;
  askedLang?: string | undefined;
}

export function LanguageNote({ subject, lang, sourceLang, askedLang }: LanguageNoteProps) {
  const provenance = subject === 'thread' ? threadProvenance(lang, sourceLang) : undefined;
  return (
    <>
      {provenance && <p className="language-note">{provenance}</p>}
      {askedLang && (
        <p className="language-note" role="note">
          {rulesCannotTranslate(askedLang, subject)}
        </p>
      )}
    </>
  );
}
