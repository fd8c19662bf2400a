/**
 * The `lang` the page marks a text with (core's textLanguage), with core's language detection
 * loaded apart from the first page: its model (eld, docs/decisions/024) weighs about 280 KB
 * gzipped, three times the first page's whole budget, so it comes only once a card or a thread is
 * made. Until it is here, a text is marked with what its source's tag and its script say (core's
 * taggedOrDetected and scriptLanguage): a tagged post's language, Japanese, Korean, Chinese,
 * Hebrew, Thai and Greek by their script; the detection then reads the words too.
 */
import { useEffect, useState } from 'react';
import { scriptLanguage, taggedOrDetected } from '#core/index.ts';

type Detection = typeof import('./language-detection.ts');

let loaded: Detection | undefined;
let loading: Promise<Detection> | undefined;

/** Core's language detection, loaded once (a load that failed is tried again when next asked). */
export function loadLanguageDetection(): Promise<Detection> {
  loading ??= import('./language-detection.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/** The text's language as far as the page can tell now: core's answer once it has loaded. */
export function textLanguageNow(tagged: string | undefined, text: string): string | undefined {
  return loaded
    ? loaded.textLanguage(tagged, text)
    : taggedOrDetected(tagged, scriptLanguage(text));
}

/** Core's answer, its detection loaded first; when it cannot load, what the page can tell now. */
export async function textLanguageSoon(
  tagged: string | undefined,
  text: string,
): Promise<string | undefined> {
  try {
    return (await loadLanguageDetection()).textLanguage(tagged, text);
  } catch {
    return textLanguageNow(tagged, text);
  }
}

/**
 * textLanguageNow for a component, which asks for core's detection and answers again once it is
 * here; not for an empty text (a panel with nothing to mark yet loads nothing).
 */
export function useTextLanguage(tagged: string | undefined, text: string): string | undefined {
  const [, setLoaded] = useState(loaded !== undefined);
  const empty = text === '';
  useEffect(() => {
    if (loaded || empty) return;
    let mounted = true;
    loadLanguageDetection().then(
      () => mounted && setLoaded(true),
      // Not loaded (offline, a new version deployed): the tag's or the script's language stays.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [empty]);
  return textLanguageNow(tagged, text);
}
