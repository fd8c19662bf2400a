import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolateRuns, LRI, languageDirection, PDI, textDirection } from './bidi.ts';
import { type CardContent, type CardElement, type CardNode, cardLayout } from './card-layout.ts';
import { sizedCardLayout } from './sized-layout.ts';

/** The text without any isolate, embedding, override or mark of direction. */
const withoutBidiControls = (text: string) =>
  text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** `⟨…⟩` for LRI…PDI, so an expectation shows where each isolate is. */
const shown = (text: string) => text.replaceAll(LRI, '⟨').replaceAll(PDI, '⟩');

describe('languageDirection', () => {
  it('knows the right-to-left languages by their script', () => {
    for (const lang of ['ar', 'ar-EG', 'he', 'iw', 'fa', 'ur', 'ps', 'yi', 'dv', 'az-Arab']) {
      expect(languageDirection(lang), lang).toBe('rtl');
    }
    for (const lang of ['en', 'de', 'ja', 'zh', 'az', undefined, '', 'not a tag!']) {
      expect(languageDirection(lang), String(lang)).toBe('ltr');
    }
  });
});

describe('isolateRuns', () => {
  it('isolates handles, links, numbers with units and Latin words in a right-to-left line', () => {
    expect(shown(isolateRuns('قال @noa_1 إن 15 km كافية.'))).toBe('قال ⟨@noa_1⟩ إن ⟨15 km⟩ كافية.');
    expect(shown(isolateRuns('ראו https://ex.com/a/1?x=2 עכשיו!'))).toBe(
      'ראו ⟨https://ex.com/a/1?x=2⟩ עכשיו!',
    );
    expect(shown(isolateRuns('السعر $48k أي 40% أقل، و iPhone 15 Pro جديد'))).toBe(
      'السعر ⟨$48k⟩ أي ⟨40%⟩ أقل، و ⟨iPhone 15 Pro⟩ جديد',
    );
    // A run ends at a line break and before the sentence's own punctuation.
    expect(shown(isolateRuns('שלום v2.0.\nעוד 3'))).toBe('שלום ⟨v2.0⟩.\nעוד ⟨3⟩');
    // Persian and Arabic digits are the right-to-left text's own.
    expect(isolateRuns('۳۱ فروردین ۱۴۰۵')).toBe('۳۱ فروردین ۱۴۰۵');
  });

  it('leaves a left-to-right line alone, and a line with bidi controls of its own', () => {
    expect(isolateRuns('Hello مرحبا 2024')).toBe('Hello مرحبا 2024');
    expect(isolateRuns('2024: the year')).toBe('2024: the year');
    expect(isolateRuns('שלום \u202dabc 12\u202c')).toBe('שלום \u202dabc 12\u202c');
  });

  it('only ever adds balanced isolates: the words are unchanged, and the direction too', () => {
    const piece = fc.constantFrom(
      'مرحبا',
      'שלום',
      ' ',
      'abc',
      '12',
      '@x',
      '/',
      '.',
      '\n',
      '،',
      '🚀',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const drawn = isolateRuns(text);
        expect(withoutBidiControls(drawn)).toBe(withoutBidiControls(text));
        expect(drawn.split(LRI).length).toBe(drawn.split(PDI).length);
        expect(textDirection(drawn)).toBe(textDirection(text));
      }),
    );
  });
});

/** Every element of the tree with this test id. */
function byTestId(node: CardNode, id: string): CardElement[] {
  if (typeof node === 'string') return [];
  const own = node.attrs?.['data-testid'] === id ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => byTestId(child, id))];
}

describe('the author’s lines on a right-to-left card', () => {
  const card: CardContent = {
    mode: 'normal',
    username: 'samir_dev',
    displayName: 'سمير الحداد',
    network: 'x',
    createdAt: '2026-04-20T08:30:00.000Z',
    dateLang: 'ar',
    lang: 'ar',
    threadPosts: 5,
    profileImageSrc: '/default-profile.png',
    lines: ['قال @noa_1 إن'],
    host: 'sum.example.com',
  };

  it('gives the date its language’s direction and the handle and thread label their own', () => {
    for (const layout of [
      cardLayout(card, 'solid-dark'),
      sizedCardLayout(card, 'solid-dark', 'og'),
      sizedCardLayout(card, 'solid-dark', 'story'),
    ]) {
      const [date] = byTestId(layout, 'card-date');
      expect(date?.attrs).toMatchObject({ dir: 'rtl', lang: 'ar' });
      expect(byTestId(layout, 'card-handle')[0]?.attrs?.dir).toBe('ltr');
      expect(byTestId(layout, 'card-thread')[0]?.attrs?.dir).toBe('ltr');
    }
    const english = { ...card, dateLang: 'en', lang: 'en' };
    expect(byTestId(cardLayout(english, 'solid-dark'), 'card-date')[0]?.attrs?.dir).toBe('ltr');
  });
});
