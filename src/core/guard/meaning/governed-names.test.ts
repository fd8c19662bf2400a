import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FROST =
  'В Новосибирске из-за морозов до минус 40 градусов отменили занятия в школах. Мэр Анатолий Локоть попросил жителей не выходить без необходимости. Губернатор Андрей Травников поручил проверить отопление.';

describe('movedStatements: a place after its title is no one who acts (h293)', () => {
  it('keeps "Мэр Новосибирска попросил" of the post’s mayor in Novosibirsk', () => {
    expect(claims('Мэр Новосибирска попросил жителей не выходить на улицу.', FROST, 'ru')).toEqual(
      [],
    );
  });
  it('still stops the request given to the post’s governor', () => {
    expect(
      claims('Губернатор Травников попросил жителей не выходить без необходимости.', FROST, 'ru'),
    ).not.toEqual([]);
  });
});
