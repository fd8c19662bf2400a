/**
 * A source's name kept in another form (h276): its case in a language that declines names, its
 * surname before a title in Korean, its Latin spelling written in Hangul, a noun made on it, or a
 * Thai line's grammar beside it. Each faithful line passes; its twin with the name changed to a
 * plausible other still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const CASES: ReadonlyArray<[lang: string, source: string, kept: string, changed: string]> = [
  // Czech "Pavlem" (instrumental, its "e" fallen out) is "Pavel" in the line's nominative, and
  // "Petr Pavel" stands where the source has "Petr Fiala" while the line names Fiala too.
  [
    'cs',
    'Premiér Petr Fiala se v pondělí setkal s prezidentem Petrem Pavlem na Hradě.',
    'Petr Fiala a Petr Pavel se sešli v pondělí.',
    'Petr Fiala a Petr Babiš se sešli v pondělí.',
  ],
  // Hungarian "kedden" (on Tuesday) is no role the source gives Berlin.
  [
    'hu',
    'Orbán Viktor miniszterelnök kedden Berlinben tárgyalt Olaf Scholz kancellárral.',
    'Orbán kedden Scholz kancellárral tárgyalt.',
    'Orbán kedden Macron elnökkel tárgyalt.',
  ],
  // Korean press names a person by surname and title.
  [
    'ko',
    '윤석열 대통령은 3일 서울에서 기시다 후미오 일본 총리와 정상회담을 가졌다.',
    '윤 대통령은 3일 기시다 총리와 회담했다.',
    '이재명 대통령은 3일 기시다 총리와 회담했다.',
  ],
  // The source's Latin name in Hangul, with its particle.
  [
    'ko',
    'Netflix는 한국 콘텐츠에 3조원을 투자한다고 밝혔다.',
    '넷플릭스가 한국 콘텐츠에 3조원을 투자한다.',
    '디즈니가 한국 콘텐츠에 3조원을 투자한다.',
  ],
  // Thai "มีกำไร" (made a profit) of "รายงานกำไร" (reported a profit): SARA AM kept one letter.
  [
    'th',
    'บริษัท ปตท. รายงานกำไร 25,000 ล้านบาท ในไตรมาสที่ 3',
    'ปตท. มีกำไร 25,000 ล้านบาทในไตรมาส 3',
    'เอสซีจี มีกำไร 25,000 ล้านบาทในไตรมาส 3',
  ],
];

describe('unsupportedClaims: a source’s name kept in another form (h276)', () => {
  it.each(CASES)(
    '%s: keeps the faithful line, stops the changed name',
    (lang, source, kept, changed) => {
      expect(names(kept, source, lang)).toEqual([]);
      expect(names(changed, source, lang)).not.toEqual([]);
    },
  );
});
