/**
 * A Troll or Meme line's count of the post changed (joke-counts.ts; round 32's "Bought 20 Powerball
 * tickets" of "I bought 10 tickets" and round 28's "32 Iranian universities" of 23 were kept).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const LOTTERY =
  'The Powerball jackpot is now $1.2 billion 💰 odds of winning: 1 in 292.2 million. Anyway I bought 10 tickets. Drawing is Saturday at 10:59pm ET.';
const RANKING =
  'دانشگاه تهران در رتبه‌بندی جهانی تایمز ۲۰۲۶ با ۴۰ پله صعود در جایگاه ۳۵۱ قرار گرفت. ۲۳ دانشگاه ایرانی در این فهرست حضور دارند.';
const RHINO = 'Ada 3 anak badak Jawa baru lahir di Ujung Kulon sepanjang 2024, total kini 82 ekor.';

const stopped = (
  line: string,
  text: string,
  mode: 'troll' | 'meme',
  lang = 'en',
  lineLang?: string,
) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }), mode).map(
    (claim) => claim.text,
  );

describe('nudgedCounts: a joke’s count of the post changed', () => {
  it('stops a count of the post’s thing a little off, in English and Indonesian', () => {
    expect(
      stopped(
        'Bought 20 Powerball tickets for a 1 in 292.2 million shot. Financial genius 🧠',
        LOTTERY,
        'troll',
      ),
    ).toEqual(['20']);
    expect(stopped('Me with my 5 tickets vs the odds 💀', LOTTERY, 'meme')).toEqual(['5']);
    expect(stopped('Badak Jawa tinggal 28 ekor, santai aja 🙃', RHINO, 'troll', 'id')).toEqual([
      '28',
    ]);
    expect(stopped('Cuma 2 anak badak lahir tahun ini 🙃', RHINO, 'meme', 'id')).toEqual(['2']);
  });

  it('stops the post’s digits in another order, in a translated line too', () => {
    expect(
      stopped(
        'Only 32 Iranian universities made the Times list and Tehran is celebrating 351st place.',
        RANKING,
        'troll',
        'fa',
        'en',
      ),
    ).toEqual(['32']);
    expect(stopped('Tehran partying at 315th place 🎉', RANKING, 'troll', 'fa', 'en')).toEqual([
      '315',
    ]);
  });

  it('keeps the post’s counts, an exaggeration far off them, and a count of another thing', () => {
    expect(
      stopped('Me with my 10 Powerball tickets vs the 1 in 292 million odds 💀', LOTTERY, 'meme'),
    ).toEqual([]);
    expect(stopped('Bought 1,000 tickets, retiring Sunday 🧠', LOTTERY, 'troll')).toEqual([]);
    expect(stopped('10 tickets and 2 prayers. Financial genius 🧠', LOTTERY, 'troll')).toEqual([]);
    expect(
      stopped(
        'Ayuso bajando el abono a 15 euros 🙄',
        'El abono bajará de 20 a 10 euros al mes.',
        'troll',
        'es',
      ),
    ).toEqual(['15 euros']);
    expect(
      stopped(
        'Shared notebooks for 50 people: finally a group project where 49 people do nothing 🙃',
        'Shared notebooks now hold up to 50 people editing at once.',
        'troll',
      ),
    ).toEqual([]);
    expect(
      stopped(
        'When you run 18 minutes faster than last year 🏃',
        'Finished the half marathon in 1 hour 52 minutes today. Last year it took 2 hours 10 minutes.',
        'meme',
      ),
    ).toEqual([]);
    expect(
      stopped(
        'Only 23 Iranian universities made the list and Tehran is celebrating 351st place.',
        RANKING,
        'troll',
        'fa',
        'en',
      ),
    ).toEqual([]);
  });
});
