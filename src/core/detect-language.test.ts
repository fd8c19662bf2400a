import { describe, expect, it } from 'vitest';
import { detectLanguage, isEnglishText, isRightToLeft, textLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    [
      'Analicé 2 millones de viajes en el metro de Madrid: el 38 % de los retrasos se concentra en solo 4 estaciones.',
      'es',
    ],
    [
      'Our database went down for 47 minutes yesterday and the fix took 2 minutes; finding it took 45.',
      'en',
    ],
    ['انقطعت قاعدة البيانات لمدة 47 دقيقة أمس بسبب فهرس جديد.', 'ar'],
    ['אתמול מסד הנתונים נפל ל-47 דקות בגלל אינדקס חדש.', 'he'],
    ['昨日、データベースが47分間停止しました。原因はインデックスです。', 'ja'],
    ['昨天数据库宕机了47分钟。原因是一个新索引。', 'zh'],
    ['Вчера база данных не работала 47 минут из-за нового индекса.', 'ru'],
    ['این یک پیام کوتاه به زبان فارسی است که چند کلمه دارد.', 'fa'],
  ])('tells %s apart', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('says nothing when the text does not say: emoji, numbers, too few words', () => {
    expect(detectLanguage('🚀🚀🔥 100%')).toBeUndefined();
    expect(detectLanguage('')).toBeUndefined();
    expect(detectLanguage('Hola amigo')).toBeUndefined();
  });
});

describe('textLanguage', () => {
  it('prefers the source tag and ignores the codes that name no language', () => {
    expect(textLanguage('es', 'whatever')).toBe('es');
    expect(textLanguage('und', 'שלום לכולם, זה פוסט בעברית')).toBe('he');
    expect(textLanguage('zxx', '🔥🔥')).toBeUndefined();
    expect(
      textLanguage('pt-BR', 'O time não parou de crescer e a equipe está mais feliz que nunca'),
    ).toBe('pt-BR');
  });

  it('lets the text win when it clearly is in another language than the post', () => {
    expect(
      textLanguage(
        'ar',
        'Somewhere, a group chat is already drafting a 40-slide rebuttal to this.',
      ),
    ).toBe('en');
    expect(textLanguage('ja', '先月会議半分減')).toBe('ja');
  });
});

describe('isRightToLeft', () => {
  it('knows the right-to-left languages', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
    expect(isRightToLeft('es')).toBe(false);
    expect(isRightToLeft(undefined)).toBe(false);
  });
});

describe('isEnglishText', () => {
  it('follows the source’s tag, else reads the words of Latin-script text', () => {
    expect(isEnglishText('Hola a todos', 'en')).toBe(true);
    expect(isEnglishText('We shipped it today', 'es')).toBe(false);
    expect(isEnglishText('We shipped the release today and it is faster than before.')).toBe(true);
    expect(isEnglishText('Analicé dos millones de viajes en el metro de Madrid ayer.')).toBe(false);
    expect(isEnglishText('新しい図書館が今日開館しました')).toBe(false);
  });

  it('takes a caller’s lexicon as one more signal for untagged Latin-script text', () => {
    const text = 'Ships faster builds, smaller bundles, cleaner output';
    expect(isEnglishText(text)).toBe(false);
    const known = new Set(['ships', 'faster', 'builds', 'smaller', 'bundles', 'cleaner', 'output']);
    const isKnownWord = (word: string) => known.has(word.toLowerCase());
    expect(isEnglishText(text, undefined, { isKnownWord })).toBe(true);
    // A tag still decides, and text in another script is never English by lexicon.
    expect(isEnglishText(text, 'es', { isKnownWord })).toBe(false);
    expect(
      isEnglishText('Ships быстрее builds, smaller bundles, cleaner output', undefined, {
        isKnownWord: () => true,
      }),
    ).toBe(false);
  });
});
