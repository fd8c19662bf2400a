/** A weekday the source ties to its date, named otherwise in the line (dated-weekdays.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('changedDatedWeekdays', () => {
  it('stops another weekday than the one the source writes beside its date', () => {
    const fair = 'Craft fair: Friday, March 14, from 10 at the town hall.';
    expect(stopped('Craft fair: Saturday at the town hall.', fair, 'en')).toContain('Saturday');
    expect(stopped('Craft fair: Friday at the town hall.', fair, 'en')).toEqual([]);
    expect(stopped('土曜日', '3月14日金曜日に開催', 'ja')).toEqual(['土曜']);
    expect(stopped('토요일', '3월 14일 금요일 개최', 'ko')).toEqual(['토요일']);
    expect(stopped('சனி', 'மார்ச் 14, வெள்ளி', 'ta')).toEqual(['சனி']);
  });

  it('keeps the source’s days in its other forms: declined, short, plural', () => {
    const closure = 'Od soboty 12. října do neděle 20. října nepojedou tramvaje.';
    expect(
      unsupportedClaims(
        'No trams from Saturday 12 October to Sunday 20 October.',
        claimSource({ text: closure, lang: 'cs', lineLang: 'en' }),
        'normal',
      ),
    ).toEqual([]);
    const weekend = 'No trains this weekend (Sat 14 - Sun 15 March). Service resumes Monday 5am.';
    expect(stopped('No trains on Saturday and Sunday, March 14-15.', weekend, 'en')).toEqual([]);
  });

  it('leaves a source that names a day away from any date to the other readers', () => {
    const pool = 'The council voted on Wednesday, 12 March; the pool may reopen on Sundays.';
    expect(stopped('Sunday swimming might return.', pool, 'en')).toEqual([]);
  });
});
