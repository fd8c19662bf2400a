import { describe, expect, it } from 'vitest';
import { negationMarkersOf } from './negation-markers.ts';

const of = (lang: string) => {
  const markers = negationMarkersOf(lang);
  if (!markers) throw new Error(`no markers for ${lang}`);
  return markers;
};

describe('negation markers where negation is no word of its own', () => {
  it('sees a verb’s negation in its ending or its particle', () => {
    expect(of('ja').negates('300円に上がらない')).toBe(true);
    expect(of('ja').negates('再開しません')).toBe(true);
    expect(of('ko').negates('1500원으로 오르지 않는다')).toBe(true);
    expect(of('ko').negates('1500원으로 안 오른다')).toBe(true);
    expect(of('zh').negates('不会涨到3元')).toBe(true);
    expect(of('th').negates('จะไม่ขึ้นเป็น 15 บาท')).toBe(true);
    expect(of('vi').negates('sẽ không tăng lên 7000 đồng')).toBe(true);
    expect(of('hi').negates('20 रुपये नहीं होगा')).toBe(true);
    expect(of('tr').negates('20 lira olmayacak')).toBe(true);
    expect(of('tr').negates('işe almadı')).toBe(true);
    expect(of('ar').negates('لن يرتفع السعر')).toBe(true);
    expect(of('sw').negates('Serikali haikuongeza bei')).toBe(true);
    expect(of('sw').negates('Hakuna mtu aliyejeruhiwa')).toBe(true);
    expect(of('zh').negates('事故中无人受伤')).toBe(true);
    // "しないと発表した" is "announced it will not", not "must" ("しないといけない").
    expect(of('ja').negates('新製品を発売しないと発表した')).toBe(true);
    expect(of('ja').negates('申請しないといけない')).toBe(false);
  });

  it('reads Swahili words that only begin as a negation as none', () => {
    expect(of('sw').negates('Habari za hali ya hewa hadi Jumatatu')).toBe(false);
    expect(of('sw').negates('Hatari ya mafuriko')).toBe(false);
    expect(of('sw').negatedVerbs('Serikali haikuongeza bei')).toEqual(['ongeza']);
    expect(of('sw').holdsVerb('Serikali iliongeza bei', 'ongeza')).toBe(true);
  });

  it('reads the Swahili present negated by its "-i" and "si", not nouns that end so (h281)', () => {
    expect(of('sw').negatedVerbs('Treni haisimami Morogoro')).toEqual(['simam']);
    expect(of('sw').holdsVerb('Treni inasimama Morogoro', 'simam')).toBe(true);
    expect(of('sw').negatedVerbs('Wanafunzi hawasomi Jumamosi')).toEqual(['som']);
    expect(of('sw').negatedVerbs('Mimi si mwalimu')).toEqual(['mwalimu']);
    expect(of('sw').negates('Halmashauri ya jiji na hifadhi ya taifa')).toBe(false);
    expect(of('sw').negates('Habari za harusi na hadithi')).toBe(false);
    expect(of('sw').negates('Si tu wanafunzi bali walimu')).toBe(false);
  });

  it('reads idioms and words that only hold the letters as no negation', () => {
    expect(of('ja').negates('300円しか上げない')).toBe(false);
    expect(of('ja').negates('参加者は少ない')).toBe(false);
    expect(of('ja').negates('申請しなければならない')).toBe(false);
    expect(of('ja').negates('かかるかもしれない')).toBe(false);
    expect(of('ko').negates('그에 못지않게 100명이 왔다')).toBe(false);
    expect(of('zh').negates('参加人数不到100人，不断增加')).toBe(false);
    expect(of('th').negates('ผู้เข้าร่วมไม่ถึง 100 คน')).toBe(false);
    expect(of('vi').negates('Hãng hàng không mở không chỉ 3 đường bay')).toBe(false);
    expect(of('vi').negates('chưa đầy 100 người')).toBe(false);
    expect(of('hi').negates('न केवल शहर में')).toBe(false);
    expect(of('tr').negates('Komedi festivali başlıyor')).toBe(false);
    expect(of('tr').negates('işe aldı')).toBe(false);
    expect(of('ar').negates('لا يزال الجسر مغلقا')).toBe(false);
  });

  it('names the verb a negation negates, for the other text to hold', () => {
    expect(of('ja').negatedVerbs('300円に上がらない')).toEqual(['上が']);
    expect(of('ja').negatedVerbs('5月3日に再開しません')).toEqual(['再開']);
    expect(of('ja').negatedVerbs('100人に満たなかった')).toEqual(['満た']);
    expect(of('tr').negatedVerbs('Köprü açılmayacak')).toEqual(['açıl']);
    expect(of('vi').negatedVerbs('sẽ không được tăng')).toEqual(['tăng']);
    expect(of('ar').negatedVerbs('لن يرتفع السعر')).toEqual(['رتفع']);
    const [verb = ''] = of('ko').negatedVerbs('다시 열리지 않는다');
    expect(of('ko').holdsVerb('다시 열린다', verb)).toBe(true);
    expect(of('ko').holdsVerb('계속된다', verb)).toBe(false);
  });

  it('reads a clause’s first sixteen negations only (a long run costs no square)', () => {
    expect(of('zh').negatedVerbs('不'.repeat(100_000))).toHaveLength(16);
  });

  it('keeps none for a language whose negation is a word', () => {
    expect(negationMarkersOf('en')).toBeUndefined();
    expect(negationMarkersOf('de')).toBeUndefined();
  });
});
