/**
 * A line's clock time in another form than the source's (held-clock-forms.ts, h256): "v 8.30" of
 * "v 8:30" in a language whose CLDR clock writes the colon, "14 óra 20" of "14:20", "9.00–17.30"
 * of two times, "18,30 ч." of "18:30"; a time the source lacks, and a price or a measure with such
 * digits, still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('heldClockForm', () => {
  it('keeps the source’s time written with a full stop, a comma before "ч" or a word between', () => {
    const concert = 'Koncert začíná v 8:30 na náměstí v Brně. Vstup zdarma.';
    expect(figures('Koncert v Brně začíná v 8.30, vstup je zdarma.', concert, 'cs')).toEqual([]);
    const match = 'Utakmica počinje u 20:45 u Zagrebu.';
    expect(figures('Utakmica u Zagrebu počinje u 20.45.', match, 'hr')).toEqual([]);
    expect(figures('Utakmica u Zagrebu počinje u 20.45 sati.', match, 'hr')).toEqual([]);
    const train = 'A vonat 14:20-kor indul Szegedre.';
    expect(figures('A vonat 14 óra 20-kor indul Szegedre.', train, 'hu')).toEqual([]);
    expect(figures('Trenul pleacă la 6h40.', 'Trenul pleacă la 6:40 din Cluj.', 'ro')).toEqual([]);
    const meeting = 'Срещата е в 18:30 в София.';
    expect(figures('Срещата в София е в 18,30 ч.', meeting, 'bg')).toEqual([]);
  });

  it('keeps a range of two such times the source gives', () => {
    const shop = 'Obchod otvárame o 9:00 a zatvárame o 17:30.';
    expect(figures('Obchod je otvorený od 9.00 do 17.30.', shop, 'sk')).toEqual([]);
    expect(figures('Obchod je otvorený od 9.00 do 18.30.', shop, 'sk')).toEqual(['9.00 do 18.30']);
  });

  it('stops another time, and a price or a measure with the time’s digits', () => {
    const concert = 'Koncert začíná v 8:30 na náměstí v Brně.';
    expect(figures('Koncert v Brně začíná v 9.30.', concert, 'cs')).toEqual(['9.30']);
    const race = 'Závod začíná v 8:30 na trati dlouhé 8 km.';
    expect(figures('Závod na 8.30 km trati začíná v 8.30.', race, 'cs')).toEqual(['8.30 km']);
    const train = 'A vonat 14:20-kor indul Szegedre.';
    expect(figures('A vonat 14 óra 50-kor indul Szegedre.', train, 'hu')).not.toEqual([]);
    expect(figures('Srećom, cijena je 18,30 €.', 'Polazak u 18:30.', 'hr')).not.toEqual([]);
  });

  const LINES: Record<string, (time: string) => string> = {
    cs: (time) => `Koncert začíná v ${time}.`,
    ro: (time) => `Concertul începe la ${time}.`,
    hr: (time) => `Koncert počinje u ${time}.`,
    pl: (time) => `Koncert zaczyna się o ${time}.`,
  };
  const two = (value: number) => String(value).padStart(2, '0');

  it('keeps any time written "H.MM" of its "H:MM", and stops one moved (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(LINES)),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 59 }),
        fc.boolean(),
        (lang, hour, minutes, hourStep, minuteStep, moveHour) => {
          const line = LINES[lang] as (time: string) => string;
          const source = line(`${hour}:${two(minutes)}`);
          expect(figures(line(`${hour}.${two(minutes)}`), source, lang)).toEqual([]);
          // Moved by hours other than twelve (a loose source's "8:30" may be the evening's) or
          // by minutes.
          const moved = moveHour
            ? `${(hour + hourStep) % 24}.${two(minutes)}`
            : `${hour}.${two((minutes + minuteStep) % 60)}`;
          expect(figures(line(moved), source, lang)).not.toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a range’s whole hour before an end with minutes (h285)', () => {
  it('keeps "từ 8 giờ đến 11 giờ 30" of "từ 8h đến 11h30", stops either end moved', () => {
    const lesson = 'Lớp học kéo dài từ 8h đến 11h30.';
    const line = (from: number, to: number) => `Lớp học kéo dài từ ${from} giờ đến ${to} giờ 30.`;
    expect(figures(line(8, 11), lesson, 'vi')).toEqual([]);
    expect(figures(line(9, 11), lesson, 'vi')).not.toEqual([]);
    expect(figures(line(8, 12), lesson, 'vi')).not.toEqual([]);
  });
});
