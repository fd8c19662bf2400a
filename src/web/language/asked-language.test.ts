import { describe, expect, it } from 'vitest';
import { readLanguagesResponse } from '#web/api/request-languages.ts';
import { answerLanguages } from './answer-languages.ts';
import { askedLanguageOf } from './asked-language.ts';
import { languageOptions } from './language-options.ts';

describe('askedLanguageOf: what New take asks again', () => {
  it('is the card’s language when it is not its post’s', () => {
    expect(askedLanguageOf({ lang: 'en', sourceLang: 'ja' })).toBe('en');
    expect(askedLanguageOf({ lang: 'pt-BR', sourceLang: 'ja' })).toBe('pt');
  });

  it('is the one the rules writer could not write, never the card’s own', () => {
    expect(askedLanguageOf({ lang: 'ja', sourceLang: 'ja', askedLang: 'es' })).toBe('es');
  });

  it('is none for a card in its post’s language, or of a post whose language is unknown', () => {
    expect(askedLanguageOf({ lang: 'ja', sourceLang: 'ja-JP' })).toBeUndefined();
    expect(askedLanguageOf({ lang: 'ja' })).toBeUndefined();
    expect(askedLanguageOf({})).toBeUndefined();
  });

  it('keeps only the language fields an answer has', () => {
    expect(answerLanguages({ lang: 'en', sourceLang: 'ja' })).toEqual({
      lang: 'en',
      sourceLang: 'ja',
    });
    expect(answerLanguages({})).toEqual({});
  });
});

describe('readLanguagesResponse', () => {
  it('keeps the documented shape, each base tag once', () => {
    expect(
      readLanguagesResponse({
        languages: [
          { tag: 'en', name: 'English' },
          { tag: 'ja', name: ' Japanese ' },
          { tag: 'en', name: 'English again' },
          { tag: 'pt-BR', name: 'Brazilian Portuguese' },
          { tag: 'not a tag', name: 'Nothing' },
          { tag: 'fr' },
          null,
        ],
        translates: true,
      }),
    ).toEqual({
      languages: [
        { tag: 'en', name: 'English' },
        { tag: 'ja', name: 'Japanese' },
        { tag: 'fr', name: 'fr' },
      ],
      translates: true,
    });
  });

  it('is undefined for anything else, so the page offers core’s list', () => {
    expect(readLanguagesResponse({ languages: [], translates: true })).toBeUndefined();
    expect(readLanguagesResponse({ languages: [{ tag: 'en', name: 'English' }] })).toBeUndefined();
    expect(readLanguagesResponse({ mode: 'normal', summary: '• a' })).toBeUndefined();
    expect(readLanguagesResponse(null)).toBeUndefined();
  });
});

describe('languageOptions', () => {
  it('puts the browser’s writable languages first and leaves no language out or twice', () => {
    const offered = ['en', 'ja', 'ar', 'es'];
    const { yours, others } = languageOptions(offered, ['es-MX', 'sw', 'EN', 'es']);
    expect(yours.map((option) => option.value)).toEqual(['es', 'en']);
    expect(others.map((option) => option.value)).toEqual(['ar', 'ja']);
    expect(others[0]?.label).toBe('Arabic (العربية)');
  });
});
