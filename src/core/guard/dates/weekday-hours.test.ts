/**
 * Opening hours given another day's (weekday-hours.ts): a line's range of hours told of weekdays
 * the source gives other hours is stopped; told of its own days, in a plural or a span of days, it
 * is kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { hoursByDay } from './weekday-hours.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BIBLIOTEK =
  'Stadsbiblioteket får nya öppettider från 1 september: måndag–torsdag 10–20, fredag 10–18, lördag och söndag 11–16.';
const LIBRERIA = 'Nuevo horario de la librería: de lunes a viernes 10-20 y sábados 10-14.';

describe('hoursByDay', () => {
  it('binds each range to the weekdays before it, the days of a span between them too', () => {
    expect(hoursByDay(BIBLIOTEK, ['sv']).map(({ text, days }) => [text, [...days].sort()])).toEqual(
      [
        ['10–20', [1, 2, 3, 4]],
        ['10–18', [5]],
        ['11–16', [6, 7]],
      ],
    );
    expect(hoursByDay('Fridays 9–17', []).map(({ days }) => [...days])).toEqual([[5]]);
    // No weekday: an age range, a score, nothing of hours.
    expect(hoursByDay('Barn 10–18 år får låna gratis.', ['sv'])).toEqual([]);
  });
});

describe('movedHours: opening hours given another day’s', () => {
  it('stops a range the source gives other weekdays, in a weekday’s plural', () => {
    expect(
      stopped('På fredagar är Stadsbiblioteket öppet 10–20 från den 1 september.', BIBLIOTEK, 'sv'),
    ).toEqual(['10–20']);
    expect(stopped('Los sábados la librería abre 10-20.', LIBRERIA, 'es')).toEqual(['10-20']);
    expect(stopped('På lördagar är det öppet 10–18.', BIBLIOTEK, 'sv')).toEqual(['10–18']);
  });

  it('keeps a range told of its own days, or of days the source gives no hours', () => {
    expect(
      stopped('På fredagar är Stadsbiblioteket öppet 10–18 från den 1 september.', BIBLIOTEK, 'sv'),
    ).toEqual([]);
    expect(stopped('Lördag och söndag 11–16, fredag 10–18.', BIBLIOTEK, 'sv')).toEqual([]);
    expect(stopped('På onsdagar är det öppet 10–20.', BIBLIOTEK, 'sv')).toEqual([]);
    expect(stopped('Los sábados abre 10-14.', LIBRERIA, 'es')).toEqual([]);
  });
});
