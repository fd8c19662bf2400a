import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textLanguageSoon, useTextLanguage } from './use-text-language.ts';

const SPANISH = 'Analicé dos millones de viajes en el metro de Madrid y encontré algo curioso.';

describe('useTextLanguage', () => {
  it('marks a tagged text, and one whose script names its language, without waiting', () => {
    expect(renderHook(() => useTextLanguage('ar', 'قاعدة البيانات توقفت')).result.current).toBe(
      'ar',
    );
    expect(
      renderHook(() => useTextLanguage(undefined, '昨日、データベースが止まりました。')).result
        .current,
    ).toBe('ja');
    expect(renderHook(() => useTextLanguage('und', 'שלום לכולם, זה פוסט')).result.current).toBe(
      'he',
    );
  });

  it('reads a Latin-script text once core’s detection has loaded', async () => {
    const { result } = renderHook(() => useTextLanguage(undefined, SPANISH));
    await waitFor(() => expect(result.current).toBe('es'), { timeout: 10_000 });
    // An English line written for an Arabic post is read in an English voice.
    const english = renderHook(() =>
      useTextLanguage('ar', 'Somewhere, a group chat is already drafting a rebuttal to this.'),
    );
    await waitFor(() => expect(english.result.current).toBe('en'), { timeout: 10_000 });
  });
});

describe('textLanguageSoon', () => {
  it('answers with core’s detection, loading it first', async () => {
    expect(await textLanguageSoon(undefined, SPANISH)).toBe('es');
    expect(await textLanguageSoon('pt-BR', 'O time não parou de crescer este ano.')).toBe('pt-BR');
    expect(await textLanguageSoon(undefined, 'ok lol')).toBeUndefined();
  });
});
