import fc from 'fast-check';
import { describe, it } from 'vitest';
import { markedClauseNegations } from './marked-clause-negations.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang] });

/** Sentences of a post, some negating, some not: each said again alone is faithful. */
const SENTENCES: Readonly<Record<string, readonly string[]>> = {
  ko: [
    '시는 3월에 새 지하철 노선을 개통한다.',
    '도서관은 일요일에 더 이상 문을 열지 않는다.',
    '이번 사고로 다친 사람은 없다.',
    '김민수 시장은 월요일에 예산안에 서명했다.',
  ],
  ja: [
    '市は4月に新しい橋を開通させた。',
    '会社は今年、新製品を発売しない。',
    '事故によるけが人はいなかった。',
    '田中市長は月曜日に予算案に署名した。',
  ],
  zh: [
    '市政府3月开通了新的地铁线路。',
    '公司今年不会发布新手机。',
    '事故中无人受伤。',
    '新法尚未生效。',
  ],
  sw: [
    'Serikali iliongeza bei ya mafuta mwezi Machi.',
    'Shule haitafunguliwa Jumatatu.',
    'Rais Samia alisaini mkataba Jumanne.',
    'Hakuna mtu aliyejeruhiwa katika ajali hiyo.',
  ],
  tr: [
    'Belediye köprüyü pazartesi günü açtı.',
    'Şirket bu yıl yeni telefon çıkarmayacak.',
    'Kazada kimse yaralanmadı.',
  ],
};

describe('marked clause negations (property)', () => {
  it('never stops a line that is a sentence of its source', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SENTENCES)),
        fc.nat(),
        fc.nat(),
        (lang, seed, at) => {
          const all = SENTENCES[lang]!;
          const picked = all.filter(
            (_, index) => ((seed >> index) & 1) === 1 || index === at % all.length,
          );
          const line = all[at % all.length]!;
          const text = lang === 'zh' || lang === 'ja' ? picked.join('') : picked.join(' ');
          return markedClauseNegations(line, source(text, lang)).length === 0;
        },
      ),
    );
  });
});
