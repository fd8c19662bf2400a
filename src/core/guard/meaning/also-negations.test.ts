/**
 * An "also" said of what the source rules out (also-negations.ts): round seventeen's "Los domingos
 * también se podrán pedir libros en préstamo" of "El préstamo de libros no estará disponible los
 * domingos" was kept, no verb of it the source's.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { alsoNegations } from './also-negations.ts';

const LIBRARY =
  'La Biblioteca Municipal de Getafe abrirá los domingos a partir del 5 de octubre, de 10 a 14 h. El préstamo de libros no estará disponible los domingos. La entrada es gratuita.';
const POOL =
  'Das Freibad öffnet ab Samstag wieder täglich von 9 bis 20 Uhr. Die Rutsche bleibt wegen Reparaturen bis Ende Juni nicht nutzbar. Der Eintritt kostet 4 Euro.';
const MUSEUM =
  'The museum reopens on Saturday after a two-year renovation. Photography is not allowed in the new galleries. Entry stays free for children.';
const TRAIN =
  'Le TER ne circulera pas entre Nantes et Angers samedi en raison de travaux. Des bus de remplacement seront mis en place.';

const stopped = (text: string, lang: string, line: string) =>
  alsoNegations(line, claimSource({ text, lang }));

describe('alsoNegations: an "also" of what the source rules out', () => {
  it.each([
    [LIBRARY, 'es', 'Los domingos también se podrán pedir libros en préstamo.'],
    [POOL, 'de', 'Auch die Rutsche ist ab Samstag bis Ende Juni nutzbar.'],
    [MUSEUM, 'en', 'Photography is also allowed in the new galleries.'],
    [TRAIN, 'fr', 'Le TER circulera aussi samedi entre Nantes et Angers.'],
  ])('stops the line of "%s" (%s): "%s"', (text, lang, line) => {
    expect(stopped(text, lang, line)).toEqual([line]);
    expect(unsupportedClaims(line, claimSource({ text, lang }), 'normal')).toContainEqual({
      kind: 'negation',
      text: line,
    });
  });

  it.each([
    // The source's negation said with it.
    [
      LIBRARY,
      'es',
      'Los domingos tampoco se podrán pedir libros: el préstamo no estará disponible.',
    ],
    [MUSEUM, 'en', 'Photography is also not allowed in the new galleries.'],
    // The source's negation is another clause's; "aussi … que" compares.
    [
      'The study shows a link, not proof of cause: teens who sleep more may differ in other ways.',
      'en',
      'Teens who sleep more may also differ in other ways.',
    ],
    [TRAIN, 'fr', 'Le samedi, le TER entre Nantes et Angers circulera aussi peu que les bus.'],
    // An "also" of a sentence that negates nothing.
    [LIBRARY, 'es', 'La biblioteca también abrirá los domingos a partir del 5 de octubre.'],
    [POOL, 'de', 'Das Freibad öffnet auch samstags von 9 bis 20 Uhr.'],
    [TRAIN, 'fr', 'Des bus de remplacement seront aussi mis en place samedi.'],
  ])('keeps the line of "%s" (%s): "%s"', (text, lang, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });

  it('reads no translation', () => {
    expect(
      alsoNegations(
        'Book lending is also available on Sundays.',
        claimSource({ text: LIBRARY, lang: 'es', lineLang: 'en' }),
      ),
    ).toEqual([]);
  });
});
