import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { movedStatements } from './moved-statements.ts';

const VYBORY =
  'Анатолий Локоть набрал 48,6% голосов, Роман Яковлев — 31,2%. Яковлев заявил, что не признаёт результаты.';
const COUNCIL =
  'Council member Dana Whitfield proposed the plan. Robert Chen voted against it. Chen said business owners on the street had not been consulted.';
const stopped = (text: string, lang: string, line: string) =>
  movedStatements(line, claimSource({ text, lang }));

describe("a statement given to another of the post's people", () => {
  it.each([
    ['ru', VYBORY, 'Локоть заявил, что не признаёт результаты.'],
    ['en', COUNCIL, 'Whitfield said business owners on the street had not been consulted.'],
  ])('stops a %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    ['ru', VYBORY, 'Яковлев заявил, что не признаёт результаты.'],
    // The same person by another of the names the post writes together.
    ['ru', VYBORY, 'Роман заявил, что не признаёт результаты.'],
    ['en', COUNCIL, 'Robert said business owners on the street had not been consulted.'],
    // Another name before another name: no one's act moved.
    ['en', COUNCIL, "Council member Dana Whitfield's plan was proposed."],
    // A place after a function word is not who acts.
    [
      'es',
      'El Ayuntamiento de Sevilla abrirá el parque. El alcalde José Luis Sanz presentará el proyecto en Triana.',
      'El alcalde de Sevilla presentará el proyecto en Triana.',
    ],
    // Too few of the sentence's words: another claim.
    ['en', COUNCIL, 'Whitfield said the plan was good.'],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});

describe("a chat's first person", () => {
  it('reads English "I" as no name of the post\'s', () => {
    const mail = 'Hi Tom, I got quotes from two venues for the October offsite. Hannah';
    expect(
      stopped(mail, 'en', 'Hannah got quotes from two venues for the October offsite.'),
    ).toEqual([]);
  });
});
