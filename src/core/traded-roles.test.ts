/**
 * Roles traded between two people of the source (traded-roles.ts), read by unsupportedClaims in a
 * Normal line where capitals mark names: every name is the source's, but the line puts one after a
 * word the source gives the other. A role word for a name, a name's other form and a reordered
 * sentence are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';
import { sameStem, tradedRoles } from './traded-roles.ts';

const PARQUE =
  'El Ayuntamiento de Sevilla abrirá el sábado el nuevo parque en Triana. El alcalde José Luis Sanz presentará el proyecto junto al arquitecto Guillermo Vázquez Consuegra.';
const TEATR =
  'Главные партии исполнят Анна Одинцова и Роман Полковников, дирижирует Евгений Волынский. Директор театра Антон Гетьман сообщил, что зал вмещает 1700 зрителей.';
const MATCH =
  'Leeds beat Wigan 2-1 on Sunday, with striker Joe Hart scoring twice and goalkeeper Sam Brook saving a penalty, said manager Ann Cole.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: roles traded between the source’s people', () => {
  it('stops a source’s name put after the role word the source gives another', () => {
    expect(
      claims(
        'El arquitecto José Luis Sanz presentará el proyecto junto al alcalde Guillermo Vázquez Consuegra.',
        PARQUE,
        'es',
      ),
    ).toEqual(['name:José Luis Sanz', 'name:Guillermo Vázquez Consuegra']);
    expect(
      claims(
        'Главную партию исполнит Евгений Волынский, дирижирует Роман Полковников.',
        TEATR,
        'ru',
      ),
    ).toEqual(['name:Евгений Волынский', 'name:Роман Полковников']);
    expect(
      claims('Goalkeeper Joe Hart saved a penalty, said striker Sam Brook.', MATCH, 'en'),
    ).toEqual(['name:Sam Brook']);
  });

  it('keeps a role with the source’s own name in another form, or a name alone', () => {
    for (const line of [
      'El alcalde Sanz y el arquitecto Vázquez Consuegra presentarán el parque.',
      'El alcalde de Sevilla presentará el proyecto en Triana.',
      'Vázquez Consuegra, arquitecto del proyecto, lo presentará junto al alcalde.',
    ]) {
      expect(claims(line, PARQUE, 'es'), line).toEqual([]);
    }
    for (const line of [
      'Главные партии исполнят Одинцова и Полковников.',
      'Дирижирует Волынский, главные партии исполнят Анна Одинцова и Роман Полковников.',
      'Директор Гетьман сообщил, что зал вмещает 1700 зрителей.',
    ]) {
      expect(claims(line, TEATR, 'ru'), line).toEqual([]);
    }
    for (const line of [
      'Wigan lost 2-1 to Leeds on Sunday.',
      'Manager Ann Cole praised striker Joe Hart, who scored twice.',
      'Sam Brook saved a penalty and Joe Hart scored twice.',
    ]) {
      expect(claims(line, MATCH, 'en'), line).toEqual([]);
    }
  });

  it('leaves a new name to the names reader, and a function word is no role', () => {
    expect(tradedRoles('said manager Pep Guardiola', { text: MATCH, langs: ['en'] })).toEqual([]);
    // "with" is a function word: "with Sam Brook" of "with Joe Hart" says nothing of a role.
    expect(
      tradedRoles('Leeds won with Sam Brook in goal.', {
        text: 'Leeds won with Joe Hart up front. Sam Brook kept goal.',
        langs: ['en'],
      }),
    ).toEqual([]);
  });

  it('reads a word’s forms by their shared start', () => {
    expect(sameStem('pianista', 'pianisty')).toBe(true);
    expect(sameStem('анна', 'анну')).toBe(true);
    expect(sameStem('исполнят', 'исполнит')).toBe(true);
    expect(sameStem('alcalde', 'arquitecto')).toBe(false);
    expect(sameStem('sanz', 'sam')).toBe(false);
  });
});
