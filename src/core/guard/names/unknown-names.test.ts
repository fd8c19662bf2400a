/**
 * Names added where no capital tells them (round seven, docs/decisions/012): a run of words the
 * source lacks in any form, rare in the language, is a name the line adds; a faithful line's new
 * words are the language's common ones, or stand alone, and are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { commonestWords, uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import { unknownNames } from './unknown-names.ts';

const source = (text: string, lang: string) => claimSource({ text, lang });
const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, source(text, lang), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unknownNames: names a line adds where no capital tells them', () => {
  it.each([
    {
      lang: 'ar',
      text: 'افتتح محافظ الإسكندرية مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس بمشاركة 300 دار نشر.',
      line: 'افتتح وزير الثقافة أحمد هنو مهرجان الكتاب في مكتبة الإسكندرية.',
      name: 'وزير الثقافة أحمد هنو',
    },
    {
      lang: 'fa',
      text: 'نمایشگاه کتاب تهران از ۱۵ اردیبهشت در مصلی امام خمینی برگزار می‌شود و ۲۰۰۰ ناشر در آن حضور دارند.',
      line: 'محمدرضا مرادی دبیر نمایشگاه کتاب تهران است.',
      name: 'محمدرضا مرادی دبیر',
    },
    {
      lang: 'hi',
      text: 'जयपुर में साहित्य उत्सव गुरुवार से शुरू होगा। उद्घाटन लेखिका सुधा मूर्ति करेंगी और 500 वक्ता आएंगे।',
      line: 'उद्घाटन लेखक चेतन भगत करेंगे।',
      name: 'लेखक चेतन भगत',
    },
    {
      lang: 'ja',
      text: '隅田川花火大会は7月27日に開催され、約2万発の花火が打ち上げられます。会場周辺では交通規制が行われます。',
      line: '隅田川花火大会には歌手の米津玄師が出演します。',
      name: '米津玄師',
    },
    {
      lang: 'zh',
      text: '2024杭州马拉松将于11月3日开跑，共有3.6万名跑者参赛，起点设在黄龙体育中心。',
      line: '奥运冠军苏炳添将参加杭州马拉松。',
      name: '奥运冠军苏炳添',
    },
    {
      lang: 'ko',
      text: '서울 불꽃축제가 10월 5일 여의도 한강공원에서 열린다. 행사 당일 차량 통행이 통제된다.',
      line: '가수 아이유가 서울 불꽃축제 개막 공연을 맡는다.',
      name: '가수 아이유가',
    },
    {
      lang: 'he',
      text: 'ההופעה של עומר אדם תתקיים ביום חמישי בפארק הירקון. הכרטיסים נמכרו תוך שעתיים.',
      line: 'ההופעה של עומר אדם תתקיים ביום חמישי באמפי קיסריה.',
      name: 'באמפי קיסריה',
    },
  ])('stops $name, added to a $lang line', ({ lang, text, line, name }) => {
    expect(unknownNames(line, source(text, lang))).toContain(name);
    expect(names(line, text, lang).some((found) => found.includes(name))).toBe(true);
  });

  it.each([
    {
      why: 'a role word for the source’s name, a common verb',
      lang: 'ar',
      text: 'وقال رئيس الاتحاد المصري لألعاب القوى إيهاب عبد الرحمن إن السباق يمتد 42 كيلومتراً.',
      line: 'أكد رئيس اتحاد ألعاب القوى أن مسافة السباق 42 كيلومتراً.',
    },
    {
      why: 'a dual noun and its verb, first in the line',
      lang: 'ar',
      text: 'سارة: هل ما زال موعدنا في المقهى غداً؟ ليلى: نعم، الساعة الخامسة مساءً',
      line: 'صديقتان تؤكدان موعدهما في المقهى غداً.',
    },
    {
      why: 'a Persian verb with its prefix, a compound of a source’s word',
      lang: 'fa',
      text: 'قیمت بلیت اتوبوس شیراز از اول مهر ۱۵ درصد گران می‌شود.',
      line: 'قیمت بلیت اتوبوس از مهرماه ۱۵ درصد بالا می‌رود.',
    },
    {
      why: 'a Hebrew word made of the source’s word twice, a construct noun',
      lang: 'he',
      text: 'הרכבת הקלה בירושלים תפעל בכל יום בין הר הרצל לנווה יעקב. ההצגה תעלה בתיאטרון הקאמרי.',
      line: 'הרכבת הקלה בירושלים פועלת יומיום בין הר הרצל לנווה יעקב, על במת הקאמרי.',
    },
    {
      why: 'Hindi postpositions and auxiliaries, which the subtitles’ list lacks',
      lang: 'hi',
      text: 'मुंबई में पुस्तक मेला शनिवार से नेहरू सेंटर में शुरू होगा। मेला दस दिन तक चलेगा।',
      line: 'नेहरू सेंटर में पुस्तक मेला शनिवार से शुरू हो रहा है।',
    },
    {
      why: 'Korean predicates and a particle on a bound noun',
      lang: 'ko',
      text: '주최사인 한화는 관람객이 100만 명 이상으로 예상된다고 밝혔다. 여의동로 일대의 차량 통행이 통제된다.',
      line: '주최 측은 여의동로 일대 교통이 통제된다고 밝혔다.',
    },
    {
      why: 'a verb-final clause’s verb and a preposition before a rare noun',
      lang: 'fa',
      text: 'پرسپولیس در ورزشگاه آزادی ۲ بر ۱ استقلال را شکست داد. گل‌های پرسپولیس را علیپور و سرلک زدند.',
      line: 'گل‌های پرسپولیس را علیپور و سرلک به ثمر رساندند.',
    },
    {
      why: 'a noun with its pronoun before a rare adjective, a clause opening on its verb',
      lang: 'ar',
      text: 'وقال رئيس الاتحاد إن الجوائز تصل إلى مليون جنيه، وستغلق الطرق المحيطة بالأهرامات من السادسة صباحاً.',
      line: 'جوائز السباق تصل قيمتها الإجمالية إلى مليون جنيه. ينصح المنظمون الجمهور بتجنب الطرق المحيطة بالأهرامات.',
    },
    {
      why: 'a Hindi pronoun before a noun',
      lang: 'hi',
      text: 'मेले में 200 से ज़्यादा प्रकाशक हिस्सा लेंगे और प्रवेश मुफ़्त रहेगा।',
      line: 'मेले में आने वाले लोगों से कोई शुल्क नहीं लिया जाएगा।',
    },
    {
      why: 'a Korean noun the source has with its verb’s ending',
      lang: 'ko',
      text: '행사 당일 오후 2시부터 차량 통행이 통제되며, 서울시는 지하철을 증편 운행한다.',
      line: '서울시는 축제 당일 지하철 운행 횟수를 늘린다.',
    },
    {
      why: 'two single characters of a Chinese verb',
      lang: 'zh',
      text: '2024杭州马拉松将于11月3日开跑，共有3.6万名跑者参赛。',
      line: '杭州马拉松将于11月3日鸣枪开跑。',
    },
    {
      why: 'a percentage written as its word after the number, before a common word the list lacks',
      lang: 'hi',
      text: 'इस साल शहर में 2,75,000 पेड़ लगाए गए, पिछले साल से 40% ज़्यादा।',
      line: 'इस बार 40 प्रतिशत अधिक पेड़ लगाए गए।',
    },
  ])('keeps $why', ({ lang, text, line }) => {
    expect(unknownNames(line, source(text, lang))).toEqual([]);
  });

  it('reads Han characters a spaced-script source writes as the source’s own words', () => {
    // A Hindi post quoting Chinese: its words, repeated, are no name it lacks.
    const post = source('चीन की टीम का नाम 三百 है और वह कल खेलेगी।', 'hi');
    expect(unknownNames('三百, 三百', post)).toEqual([]);
    expect(unknownNames('टीम 三百 कल खेलेगी।', post)).toEqual([]);
  });

  it('reads no line of a source in a cased language: capitals tell its names', () => {
    const english = source('The mayor opened the new park on Saturday with 500 visitors.', 'en');
    expect(unknownNames('Mayor Zorblax Quimby opened the park.', english)).toEqual([]);
  });

  it('reads a name alone as no claim, unless it stands beside the head of a place of the source', () => {
    const text = 'עיריית חיפה פותחת את חוף בת גלים לשחייה ביום ראשון.';
    // A rewording's one new word looks the same as a name: no claim on its own.
    expect(unknownNames('עיריית חיפה פותחת את דדו לשחייה ביום ראשון.', source(text, 'he'))).toEqual(
      [],
    );
    // Beside the head the source gives another name ("חוף בת גלים"), it is one (place-heads.ts).
    expect(
      unknownNames('עיריית חיפה פותחת את חוף דדו לשחייה ביום ראשון.', source(text, 'he')),
    ).toEqual(['חוף דדו']);
  });
});

describe('the common words of scripts without capitals', () => {
  it('spell Arabic and Persian letters’ variants as one, and keep marks that tell words apart', () => {
    expect(uncasedKey('أحمد', 'ar')).toBe(uncasedKey('احمد', 'ar'));
    expect(uncasedKey('بلیت‌ها', 'fa')).toBe(uncasedKey('بليتها', 'fa'));
    expect(uncasedKey('مدينة', 'ar')).toBe(uncasedKey('مدينه', 'ar'));
    expect(uncasedKey('が', 'ja')).not.toBe(uncasedKey('か', 'ja'));
    expect(uncasedKey('खेलेंगे', 'hi')).not.toBe(uncasedKey('खलग', 'hi'));
  });

  it('hold each language’s commonest words, most common first, in its own script', () => {
    expect(uncasedWords('ar').has(uncasedKey('وزير', 'ar'))).toBe(true);
    expect(uncasedWords('he').has('אבל')).toBe(true);
    expect(uncasedWords('ko').has('you')).toBe(false);
    expect(commonestWords('zh', 3)).toEqual(new Set(['我', '的', '你']));
  });
});

describe('unknownNames: a clause that opens on a place’s head and its rare name', () => {
  const FAJR =
    'جشنواره فیلم فجر امسال از ۱۲ بهمن در پردیس سینمایی ملت تهران برگزار می‌شود. دبیر جشنواره، منوچهر شاهسواری، گفت ۲۲ فیلم در بخش مسابقه سینمای ایران حضور دارند. اختتامیه جشنواره در تالار وحدت خواهد بود.';
  const OPERA = 'يقام حفل ختام مهرجان القاهرة السينمائي في دار الأوبرا يوم الجمعة بحضور 40 فناناً.';

  it.each([
    {
      lang: 'fa',
      text: FAJR,
      line: 'کاخ سعدآباد میزبان اختتامیه جشنواره خواهد بود.',
      name: 'کاخ سعدآباد میزبان',
    },
    {
      lang: 'fa',
      text: FAJR,
      line: 'کاخ نیاوران میزبان اختتامیه جشنواره است.',
      name: 'کاخ نیاوران میزبان',
    },
    {
      lang: 'fa',
      text: FAJR,
      line: 'باغ نگارستان میزبان اختتامیه جشنواره خواهد بود.',
      name: 'باغ نگارستان میزبان',
    },
    {
      lang: 'ar',
      text: OPERA,
      line: 'قصر عابدين يستضيف حفل ختام المهرجان يوم الجمعة.',
      name: 'قصر عابدين يستضيف',
    },
    {
      lang: 'ar',
      text: OPERA,
      line: 'مسرح الزمالك يستضيف حفل ختام المهرجان يوم الجمعة.',
      name: 'مسرح الزمالك يستضيف',
    },
  ])('stops "$name" opening a $lang line', ({ lang, text, line, name }) => {
    expect(names(line, text, lang)).toContain(name);
  });

  it.each([
    { lang: 'fa', text: FAJR, line: 'مراسم پایانی جشنواره فیلم فجر در تالار وحدت برگزار می‌شود.' },
    { lang: 'fa', text: FAJR, line: 'سالن اصلی تالار وحدت میزبان اختتامیه جشنواره خواهد بود.' },
    { lang: 'ar', text: OPERA, line: 'دار الأوبرا تستضيف حفل ختام المهرجان يوم الجمعة.' },
    // A clause opening on two friends, their verb and their date: a noun with its pronoun.
    {
      lang: 'ar',
      text: 'سارة: هل ما زال موعدنا في المقهى غداً؟\nليلى: نعم، الساعة الخامسة مساءً',
      line: 'صديقتان تؤكدان موعدهما في المقهى غداً.',
    },
  ])('keeps a faithful $lang line: $line', ({ lang, text, line }) => {
    expect(unknownNames(line, source(text, lang))).toEqual([]);
  });
});

describe('unknownNames: an Arabic derived verb and what it takes', () => {
  const park = 'افتتحت البلدية حديقة جديدة للأطفال.';
  it('keeps a derived verb and its indefinite object said otherwise', () => {
    // "تفتتح" (opens) of "افتتحت" (opened), "متنزها جديدا" (a new park) of "حديقة جديدة".
    expect(names('البلدية تفتتح متنزها جديدا للصغار.', park, 'ar')).toEqual([]);
    expect(names('الوزير يفتتح معرضا جديدا.', 'افتتح الوزير المعرض الجديد.', 'ar')).toEqual([]);
  });

  it('stops a name the verb opens the clause on', () => {
    expect(names('يفتتح هنو المعرض الجديد.', 'افتتح الوزير المعرض الجديد.', 'ar')).toEqual([
      'يفتتح هنو',
    ]);
    expect(names('تفتتح سلمى هنو حديقة جديدة للأطفال.', park, 'ar')).toContain('تفتتح سلمى هنو');
  });
});
