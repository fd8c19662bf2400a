/** An answer's language fields (issue 45), as the page keeps them with what it shows of it. */

export interface LanguageFields {
  /** What the lines are written in. */
  lang?: string;
  /** The post's or text's own language, where known. */
  sourceLang?: string;
  /** The language asked in vain of the rules writer. */
  askedLang?: string;
}

/** The answer's language fields that are there (none set to undefined). */
export function answerLanguages(answer: LanguageFields): LanguageFields {
  return {
    ...(answer.lang && { lang: answer.lang }),
    ...(answer.sourceLang && { sourceLang: answer.sourceLang }),
    ...(answer.askedLang && { askedLang: answer.askedLang }),
  };
}
