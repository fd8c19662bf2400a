/**
 * Names and places where no capital tells them (issue 44 item 5): a line that keeps the source's
 * words around a word the source never has, where the source has another, is stopped; a faithful
 * line in the same script, which says the source's words in its own way, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string, lang?: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, ...(lang && { lang }), ...(lineLang && { lineLang }) }),
    'normal',
  )
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a name put in the place of the source’s, in every script', () => {
  it.each([
    {
      script: 'Arabic',
      lang: 'ar',
      text: 'افتتحت بلدية عمّان حديقة الملك حسين الجديدة يوم السبت بحضور 500 زائر.',
      invented: 'افتتحت بلدية إربد حديقة الملك حسين الجديدة يوم السبت.',
      name: 'إربد',
      faithful: 'افتتحت بلدية عمّان حديقة جديدة يوم السبت.',
    },
    {
      script: 'Persian',
      lang: 'fa',
      text: 'کنسرت همایون شجریان در تالار وحدت تهران برگزار شد.',
      invented: 'کنسرت علیرضا قربانی در تالار وحدت تهران برگزار شد.',
      name: 'علیرضا قربانی',
      // A verb-final language's last word is no frame: "اجرا شد" for "برگزار شد" is kept.
      faithful: 'کنسرت همایون شجریان در تالار وحدت اجرا شد.',
    },
    {
      script: 'Hebrew',
      lang: 'he',
      text: 'הזמר שלמה ארצי יופיע בקיסריה ביום חמישי בערב.',
      invented: 'הזמר אריק איינשטיין יופיע בקיסריה ביום חמישי.',
      name: 'אריק איינשטיין',
      faithful: 'שלמה ארצי יופיע בקיסריה ביום חמישי בערב.',
    },
    {
      script: 'Devanagari',
      lang: 'hi',
      text: 'मुंबई में आज भारी बारिश हुई और 200 उड़ानें रद्द हुईं।',
      invented: 'चेन्नई में आज भारी बारिश हुई।',
      name: 'चेन्नई',
      faithful: 'आज मुंबई में भारी बारिश से 200 उड़ानें रद्द हुईं।',
    },
    {
      script: 'Japanese',
      lang: 'ja',
      text: '大谷翔平が今季50本目のホームランを打ちました。',
      invented: '鈴木誠也が今季50本目のホームランを打ちました。',
      name: '鈴木誠也',
      // New words beside the source's own name ("選手", "放ちました") are a rewording.
      faithful: '大谷翔平選手が今季50本目のホームランを放ちました。',
    },
    {
      script: 'Chinese',
      lang: 'zh',
      text: '上海申花在主场以2比1战胜北京国安。',
      invented: '山东泰山在主场以2比1战胜北京国安。',
      name: '山东泰山',
      faithful: '申花主场2比1击败国安。',
    },
    {
      script: 'Korean',
      lang: 'ko',
      text: '손흥민이 토트넘에서 10번째 골을 넣었다.',
      invented: '황희찬이 토트넘에서 10번째 골을 넣었다.',
      name: '황희찬이',
      faithful: '토트넘의 손흥민이 10번째 골을 기록했다.',
    },
    {
      script: 'German nouns',
      lang: 'de',
      text: 'Zwischen Köln und Düsseldorf fällt am Montag die S-Bahn aus.',
      invented: 'Zwischen Köln und Bonn fällt am Montag die S-Bahn aus.',
      name: 'Bonn',
      faithful: 'Zwischen Köln und Düsseldorf fällt am Montag der Zug aus.',
    },
    {
      script: 'Dutch, a sentence’s first word',
      lang: 'nl',
      text: 'Ajax won met 3-1 van PSV in een uitverkochte Johan Cruijff ArenA.',
      invented: 'Feyenoord won met 3-1 van PSV.',
      name: 'Feyenoord',
      faithful: 'Gisteren won Ajax met 3-1 van PSV.',
    },
    {
      script: 'English, a sentence’s first word',
      lang: 'en',
      text: 'Arsenal beat Chelsea 2-0 at the Emirates on Sunday.',
      invented: 'Liverpool beat Chelsea 2-0 at the Emirates on Sunday.',
      name: 'Liverpool',
      faithful: 'Sunday saw Arsenal beat Chelsea 2-0 at the Emirates.',
    },
  ])(
    '$script: stops "$invented", keeps "$faithful"',
    ({ lang, text, invented, name, faithful }) => {
      expect(names(invented, text, lang)).toContain(name);
      expect(names(faithful, text, lang)).toEqual([]);
    },
  );

  it('leaves a word tied to a number to the figures reader ("午前10時" of "本日10時")', () => {
    const text = '本日10時から図書館が開きます。';
    expect(names('午前10時から図書館が開きます。', text, 'ja')).toEqual([]);
  });

  it('reads no frame across a comma or a full stop', () => {
    const text = 'El aceite baja a 6,50 € en Mercadona, un 30% menos que en enero.';
    expect(names('Cuesta un 30% menos que en enero.', text, 'es')).toEqual([]);
  });

  it('does not read a translation: a translated line renames (decision 012)', () => {
    const text = '大谷翔平が今季50本目のホームランを打ちました。';
    expect(names('铃木诚也本赛季打出第50支本垒打。', text, 'ja', 'zh')).toEqual([]);
  });

  it('reads an abbreviation’s dot as inside a name, not as a full stop ("FC St. Pauli")', () => {
    const text = 'Der Hamburger SV gewinnt in Kiel mit 2:0. Robert Glatzel trifft doppelt.';
    expect(names('Der FC St. Pauli gewinnt in Kiel mit 2:0.', text, 'de')).toEqual([
      'FC St. Pauli',
    ]);
    expect(names('Der HSV gewinnt in Kiel mit 2:0.', text, 'de')).toEqual([]);
    // A sentence's last word is no abbreviation: "Kiel." ends its sentence, as before.
    expect(
      names('Der Hamburger SV gewinnt in Kiel. Robert Glatzel trifft doppelt.', text, 'de'),
    ).toEqual([]);
  });

  it('reads a Korean place’s people, plural and particle as the place, and stops another', () => {
    const text = '케냐 선수들이 오슬로에서 메달 6개 중 4개를 땄다.';
    expect(names('케냐인들이 오슬로에서 메달 6개 중 4개를 획득했다.', text, 'ko')).toEqual([]);
    expect(names('에티오피아인들이 오슬로에서 메달 6개 중 4개를 획득했다.', text, 'ko')).toEqual([
      '에티오피아인들이',
    ]);
  });

  it('reads no German function word as a name put in another’s place', () => {
    const text = 'Unser Start-up sammelt 3 Millionen Euro ein.';
    expect(names('Das Start-up sammelt 3 Millionen Euro ein.', text, 'de')).toEqual([]);
    expect(names('Siemens Start-up sammelt 3 Millionen Euro ein.', text, 'de')).toEqual([
      'Siemens',
    ]);
  });

  it('reads no name opening on a postposition put in the place of the source’s (Hindi)', () => {
    const text =
      'इस साल शहर में 2,75,000 पेड़ लगाए गए, पिछले साल से 40% ज़्यादा। सबसे ज़्यादा पेड़ हडपसर वार्ड में लगे।';
    // "की तुलना" (compared with) for "से" (than): grammar, no name.
    expect(names('पिछले साल की तुलना में इस बार ज़्यादा पेड़ लगाए गए।', text, 'hi')).toEqual([]);
    // A ward swapped in the same frame still is.
    expect(names('सबसे ज़्यादा पेड़ कोथरुड वार्ड में लगे।', text, 'hi')).toEqual(['कोथरुड']);
  });

  it('reads a clause’s last words where the source’s clause ends after the same word (Arabic)', () => {
    const text =
      'تقام المباراة النهائية يوم السبت على استاد القاهرة الدولي. ويحضر المباراة وزير الرياضة.';
    expect(names('تقام المباراة يوم السبت على استاد برج العرب.', text, 'ar')).toEqual([
      'برج العرب',
    ]);
    expect(names('المباراة النهائية يوم السبت على استاد القاهرة.', text, 'ar')).toEqual([]);
    // A comma ends the source's name as a full stop does.
    const hebrew = 'הרכבת הקלה תפעל בכל יום בין הר הרצל לנווה יעקב, והנסיעה תימשך 45 דקות.';
    expect(names('הרכבת הקלה תפעל בכל יום בין הר הרצל לפסגת זאב.', hebrew, 'he')).toEqual([
      'לפסגת זאב',
    ]);
    expect(names('הרכבת הקלה תפעל בכל יום בין הר הרצל לנווה יעקב הצפונית.', hebrew, 'he')).toEqual(
      [],
    );
    // A verb-final language's last words are its verb: a Korean line ending otherwise is kept.
    const korean = '대구 치맥 페스티벌이 7월 3일부터 두류공원에서 열립니다.';
    expect(names('대구 치맥 페스티벌은 두류공원에서 개최될 예정입니다.', korean, 'ko')).toEqual([]);
  });

  it('reads a source’s word the line keeps where the source has it a second time (Arabic)', () => {
    const text = 'افتتح محافظ الإسكندرية مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس.';
    expect(names('افتتح محافظ الجيزة مهرجان الكتاب في مكتبة الإسكندرية.', text, 'ar')).toEqual([
      'الجيزة',
    ]);
    // A sentence's new first word for the source's opening words is a rewording, still.
    expect(names('انطلق مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس.', text, 'ar')).toEqual([]);
  });

  it('reads a year before a name of Han or kana as its frame, not a number’s counter', () => {
    const text = '2024杭州马拉松将于11月3日开跑，共有3.6万名跑者参赛。';
    expect(names('2024苏州马拉松将于11月3日开跑。', text, 'zh')).toEqual(['苏州']);
    expect(names('2024年杭州马拉松将于11月3日开跑。', text, 'zh')).toEqual([]);
    const arabic = 'يشارك 300 دار نشر من 25 دولة في المعرض.';
    expect(names('يشارك 300 ناشر من 25 دولة في المعرض.', arabic, 'ar')).toEqual([]);
  });

  it('reads a day the line ties to a date as a frame’s word, never as a name or a frame’s start', () => {
    const text = 'ההופעה של עומר אדם תתקיים ביום חמישי בפארק הירקון. הכרטיסים נמכרו תוך שעתיים.';
    expect(names('ההופעה של עומר אדם תתקיים ביום חמישי בגני יהושע.', text, 'he')).toEqual([
      'בגני יהושע',
    ]);
    expect(names('עומר אדם יופיע ביום חמישי בפארק הירקון.', text, 'he')).toEqual([]);
  });

  it('keeps a phrase put in place of a longer one between frames: a verb and its adverb', () => {
    const text = 'הרכבת הקלה בירושלים תפעל בכל יום בין הר הרצל לנווה יעקב.';
    expect(names('הרכבת הקלה בירושלים פועלת יומיום בין הר הרצל לנווה יעקב.', text, 'he')).toEqual(
      [],
    );
    expect(names('הרכבת הקלה בתל אביב תפעל בכל יום בין הר הרצל לנווה יעקב.', text, 'he')).toEqual([
      'בתל אביב',
    ]);
  });
});

describe('replacedNames: a Korean word that ends a compound of the source’s', () => {
  const text =
    '2024 춘천마라톤이 27일 공지천 일대에서 열린다. 육동한 춘천시장은 개회식에서 축사를 한다.';
  const claimsOf = (line: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'ko' }), 'normal').map((claim) => claim.text);

  it('reads "시장이" as the source’s "춘천시장은", and a new name in its place as one', () => {
    expect(claimsOf('육동한 시장이 개회식에서 축사를 할 예정이다.')).toEqual([]);
    expect(claimsOf('김진태 강원지사는 개회식에서 축사를 한다.').length).toBeGreaterThan(0);
  });
});

describe('replacedNames: a verb in a name’s place is a frame’s synonym', () => {
  const claimsOf = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

  it('keeps a Japanese する verb and a Chinese verb with its aspect mark, and stops a name there', () => {
    const zoo = '北海道の旭山動物園は、ホッキョクグマの赤ちゃんが3月15日から一般公開されます。';
    expect(claimsOf('旭山動物園の赤ちゃんが3月15日からお披露目されます。', zoo, 'ja')).toEqual([]);
    expect(claimsOf('円山動物園の赤ちゃんが3月15日から一般公開されます。', zoo, 'ja')).not.toEqual(
      [],
    );
    const show = '本届航展共有来自47个国家和地区的890家企业参展。';
    expect(claimsOf('本届航展吸引了来自47个国家和地区的890家企业。', show, 'zh')).toEqual([]);
  });

  it('keeps a Chinese verb a modal opens in the place of the source’s, and stops a name there', () => {
    const offer = '首发当天购买还送价值299元的键盘。';
    expect(claimsOf('首发当天购买可获赠一个价值299元的键盘。', offer, 'zh')).toEqual([]);
    expect(claimsOf('首发当天购买即可获得价值299元的键盘。', offer, 'zh')).toEqual([]);
    expect(claimsOf('首发当天购买华为送价值299元的键盘。', offer, 'zh')).toEqual(['华为']);
  });
});

describe('replacedNames: the words after a number are what it counts, or a score’s verb', () => {
  it('keeps a synonym of the noun a scale’s word counts, and stops a name in a frame', () => {
    const text =
      'दिल्ली मेट्रो ने बताया कि मंगलवार को 78.6 लाख यात्रियों ने सफर किया, जो अब तक का सबसे ज़्यादा है।';
    expect(names('मंगलवार को रिकॉर्ड 78.6 लाख लोगों ने यात्रा की।', text, 'hi')).toEqual([]);
    expect(names('मुंबई मेट्रो ने बताया कि मंगलवार को 78.6 लाख यात्रियों ने सफर किया।', text, 'hi')).toEqual(
      ['मुंबई'],
    );
  });

  it('keeps a Chinese score’s verb reworded, and stops a side put in the other’s place', () => {
    const text = '中超第12轮：上海海港主场3比1战胜北京国安，武磊梅开二度。';
    expect(names('上海海港3:1击败北京国安，武磊打进两球。', text, 'zh')).toEqual([]);
    expect(names('上海海港3比1击败北京国安。', text, 'zh')).toEqual([]);
    expect(names('上海海港3比1战胜山东泰山。', text, 'zh')).toEqual(['山东泰山']);
    // A year before an event's name still frames it.
    const marathon = '2024杭州马拉松将于11月3日开跑，预计3万名选手参赛。';
    expect(names('2024苏州马拉松将于11月3日开跑。', marathon, 'zh')).toEqual(['苏州']);
  });
});

describe('unsupportedClaims: an English verb opening a sentence in the place of the source’s', () => {
  const TREES =
    'Increasing tree cover to 30% would cool cities by 0.4 °C on average and prevent an estimated 2,644 deaths.';

  it('keeps a common verb’s -ing form put where the source has another verb', () => {
    expect(names('Raising tree cover to 30% would cool cities by 0.4°C.', TREES)).toEqual([]);
    expect(names('Boosting tree cover to 30% would cool cities by 0.4°C.', TREES)).toEqual([]);
  });

  it('stops a name in that place, though it ends as a verb does', () => {
    expect(names('Beijing tree cover to 30% would cool cities by 0.4°C.', TREES)).toEqual([
      'Beijing',
    ]);
  });
});

describe('unsupportedClaims: a plain English noun opening a sentence in the place of the source’s', () => {
  const RECALL =
    'The recall covers 58,000 heaters. Consumers should stop using the recalled heaters immediately and contact HomeComfort for a full refund. Admission is £16 for adults. Laurent Blanc will arrive in Riyadh on Sunday.';

  it('keeps a common noun put where the source has another', () => {
    expect(names('Owners should stop using the recalled heaters immediately.', RECALL)).toEqual([]);
    expect(names('Entry is £16 for adults.', RECALL)).toEqual([]);
  });

  it('stops a name in that place, one the common words hold or none', () => {
    expect(names('London should stop using the recalled heaters immediately.', RECALL)).toEqual([
      'London',
    ]);
    expect(names('Kiprono should stop using the recalled heaters immediately.', RECALL)).toEqual([
      'Kiprono',
    ]);
    // A name of plain words is still a name ("Bunny" past the first word).
    expect(
      names('Bad Bunny should stop using the recalled heaters immediately.', RECALL),
    ).not.toEqual([]);
  });
});

describe('unsupportedClaims: a compound on the source’s word is no name put in its place', () => {
  const warning =
    'Ilmatieteen laitos varoittaa torstaiksi myrskystä Lapissa. Varoitus on voimassa klo 6–18.';

  it('keeps a compound whose head is the word the source opens on (round fifteen)', () => {
    expect(names('Myrskyvaroitus on voimassa torstaina.', warning, 'fi')).toEqual([]);
  });

  it('still stops another word put in its place', () => {
    expect(names('Kuopio on voimassa torstaina.', warning, 'fi')).toEqual(['Kuopio']);
  });
});

describe('replacedNames: a Chinese word of one character put in two', () => {
  const review = '特效比第二部强太多，吴京的戏份少了但更动人。';

  it('keeps a comparison reworded in its frame (round twenty-one)', () => {
    expect(names('影片的特效远超第二部，吴京戏份虽少但更动人。', review, 'zh')).toEqual([]);
  });

  it('still stops a name in a name’s place, and a place for one read with its neighbour', () => {
    expect(
      names('刘翔比谢震业跑得快，观众很兴奋。', '刘翔比苏炳添跑得快，观众很兴奋。', 'zh'),
    ).toEqual(['谢震业']);
    expect(
      names('大会在上海举行，共有三千人参加。', '大会在京举行，共有三千人参加。', 'zh'),
    ).toEqual(['上海']);
  });
});

describe('replacedNames: a Chinese preposition or adverb written onto the source’s words', () => {
  const rumour =
    '爆料：小米16 Ultra 预计明年2月发布，搭载2亿像素长焦和6000mAh电池。消息来自数码博主@数码闲聊站。';

  it('is grammar, no name (round twenty-seven)', () => {
    expect(names('据数码博主@数码闲聊站爆料，小米16 Ultra预计明年2月发布。', rumour, 'zh')).toEqual(
      [],
    );
    expect(
      names(
        '据数码博主@数码闲聊站爆料，小米16 Ultra将搭载2亿像素长焦镜头和6000毫安时电池。',
        rumour,
        'zh',
      ),
    ).toEqual([]);
  });

  it('still stops a name put before the source’s words', () => {
    expect(names('消息来自华为博主@数码闲聊站。', rumour, 'zh')).toEqual(['华为']);
  });
});

describe('unsupportedClaims: an Urdu sentence’s first word, after the source’s "۔"', () => {
  // Urdu ends a sentence with "۔", not ".": read as none, the source's sentence went on over it
  // and its first word was no sentence's first, so a line's new first name had no frame.
  const MATCH =
    'لاہور قلندرز نے کراچی کنگز کو 7 وکٹوں سے شکست دے دی۔ عمر رشید نے 82 رنز بنائے۔ حارث خان نے 3 وکٹیں حاصل کیں۔';

  it('stops a name put in place of the first word of a source’s sentence', () => {
    expect(names('شاداب خان نے تین وکٹیں لیں۔', MATCH, 'ur')).toEqual(['شاداب']);
    expect(names('بابر رشید نے 82 رنز بنائے۔', MATCH, 'ur')).toEqual(['بابر']);
  });

  it('keeps the source’s names, and its words said another way', () => {
    expect(names('حارث خان نے تین وکٹیں لیں۔', MATCH, 'ur')).toEqual([]);
    expect(names('قلندرز نے کنگز کو سات وکٹوں سے ہرا دیا۔', MATCH, 'ur')).toEqual([]);
    expect(names('عمر رشید نے 82 رنز کی اننگز کھیلی۔', MATCH, 'ur')).toEqual([]);
  });
});

describe('unsupportedClaims: an approximation word before a number in words (round thirty-three)', () => {
  const all = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const METRO =
    'أعلنت هيئة الطرق والمواصلات في دبي افتتاح الخط الأزرق لمترو دبي في سبتمبر 2029. وقال المدير العام للهيئة إن الخط سيخدم نحو مليون راكب يوميًا بحلول 2040.';

  it('keeps "قرابة مليون" and "حوالي مليون" of the source’s "نحو مليون": the figure’s word, not a name', () => {
    for (const line of [
      'الخط الأزرق سيخدم قرابة مليون راكب يوميًا بحلول 2040.',
      'الخط الأزرق سيخدم حوالي مليون راكب يوميًا بحلول 2040.',
    ]) {
      expect(all(line, METRO, 'ar'), line).toEqual([]);
    }
  });

  it('still stops another number in words, and another city in the source’s frame', () => {
    expect(all('الخط سيخدم قرابة ثلاثة ملايين راكب يوميًا بحلول 2040.', METRO, 'ar')).toEqual([
      'ثلاثة ملايين',
    ]);
    expect(all('الخط الأزرق سيخدم قرابة مليار راكب يوميًا بحلول 2040.', METRO, 'ar')).toEqual([
      'مليار',
    ]);
    expect(all('افتتاح الخط الأزرق لمترو الشارقة في سبتمبر 2029.', METRO, 'ar')).toEqual([
      'الشارقة',
    ]);
  });
});

describe("unsupportedClaims: an Arabic word with its hamza's seat moved by an ending", () => {
  const RACE = 'ينطلق سباق الخليج يوم السبت بمشاركة أكثر من 800 عداء من 30 دولة.';

  it('keeps the plural of the source\'s noun ("عدائين" of "عداء") and stops a new name there', () => {
    expect(names('ينطلق السباق يوم السبت بمشاركة عدائين من 30 دولة.', RACE, 'ar')).toEqual([]);
    expect(names('ينطلق السباق يوم السبت بمشاركة كيبتشوجي من 30 دولة.', RACE, 'ar')).toEqual([
      'كيبتشوجي',
    ]);
  });
});
