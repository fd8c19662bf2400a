/**
 * A card's language under it and in New take (issue 45): the rules writer's honest note when it
 * could not write the asked language, and New take asking in the card's language again.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { CardNotes } from '#web/card/card-notes.tsx';
import { useNewTake } from '#web/card/use-new-take.ts';
import { askedLanguageOf } from './asked-language.ts';

const POST_URL = 'https://x.com/haruto_codes/status/1797000000000000303';
const japanese: SummaryResponse = {
  mode: 'normal',
  username: 'haruto_codes',
  profileImage: '',
  summary: '• 会議を半分に減らした',
  lang: 'ja',
  sourceLang: 'ja',
  postUrl: POST_URL,
};

afterEach(() => {
  vi.restoreAllMocks();
});

function notes(response: SummaryResponse, complete = true) {
  return render(
    <CardNotes response={response} complete={complete} stored newTake={false} announce={vi.fn()} />,
  );
}

describe("a card's language on the page", () => {
  it('says the asked language needs the language model when the rules wrote the card', () => {
    notes({ ...japanese, writer: 'rules', askedLang: 'es' });
    expect(screen.getByText('A card in Spanish needs the language model')).toHaveAttribute(
      'role',
      'note',
    );
  });

  it('says nothing of the kind for a card in the language asked, or before the card is whole', () => {
    notes({ ...japanese, lang: 'en' });
    expect(screen.queryByText(/needs the language model/)).not.toBeInTheDocument();
    notes({ ...japanese, askedLang: 'es' }, false);
    expect(screen.queryByText(/needs the language model/)).not.toBeInTheDocument();
  });

  it('asks New take in the language the card was asked in', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ...japanese, lang: 'en' }));
    vi.stubGlobal('fetch', fetchMock);
    const english = { ...japanese, lang: 'en' };
    const onNewCard = vi.fn();
    const { result } = renderHook(() =>
      useNewTake({ url: POST_URL }, 'normal', onNewCard, askedLanguageOf(english)),
    );
    await act(async () => {
      await result.current.newTake();
    });
    const body = JSON.parse(
      String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    expect(body).toEqual({
      url: POST_URL,
      mode: 'normal',
      regenerate: true,
      take: 1,
      language: 'en',
    });
    expect(onNewCard).toHaveBeenCalledWith(expect.objectContaining({ lang: 'en' }));
  });
});
