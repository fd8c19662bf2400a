/**
 * A scorer's minute or goals given to another of the match's people (traded-scorers.ts; rounds 36
 * to 39 kept "Lukébakio marcó el primero en el minuto 12" where Isco scored at 12). New posts, in
 * the languages the reader is written for: the trade stopped, the same facts reordered kept, a
 * team credited with its scorer's goal kept, one scorer with no figure kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';

const ATLETICO =
  'El Atlético ganó 2-1 al Valencia en el Metropolitano. Griezmann marcó en el minuto 9, Hugo Duro empató para el Valencia en el 55 y Sorloth decidió en el 88.';
const ARSENAL =
  'Arsenal beat Chelsea 3-1 at the Emirates. Saka opened the scoring in the 14th minute, Palmer equalised on 40 minutes and Havertz hit a brace after the break.';
const BAYERN =
  'Bayern München gewann 3:1 gegen Mainz. Gnabry traf in der 12. Minute, Burkardt glich in der 30. Minute aus, danach schnürte Musiala einen Doppelpack.';
const ZENIT =
  '«Зенит» обыграл «Спартак» — 3:0. Дубль оформил Педро, ещё один мяч забил Кассьерра на 77-й минуте.';
const GREMIO =
  'O Grêmio venceu o Inter por 2 a 0 na Arena. Cristaldo abriu o placar aos 20 minutos e Braithwaite ampliou aos 33 do segundo tempo.';
const ROMA =
  "La Roma batte il Genoa 2-1 all'Olimpico. Dybala segna al 10', Gudmundsson pareggia al 50', poi Lukaku chiude al 71'.";
const PSG =
  'Le PSG bat Lyon 3-0 au Parc des Princes. Dembélé ouvre le score à la 8e minute, puis Barcola signe un doublé.';

const claimsOf = (line: string, text: string, lang: string, mode: GuardMode = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map((claim) => claim.text);

describe('tradedScorers: a scorer’s figure given to another of the match’s people', () => {
  it('stops a minute given to another scorer, in cards and jokes, in Spanish, English, German, Portuguese, Italian and French', () => {
    expect(
      claimsOf(
        'Sorloth abrió el marcador en el minuto 9 y el Valencia ni se enteró 😂',
        ATLETICO,
        'es',
        'troll',
      ),
    ).toContain('9');
    expect(
      claimsOf('Hugo Duro la metió en el 88 y Sorloth empató en el 55 🤡', ATLETICO, 'es', 'meme'),
    ).toEqual(['88', '55']);
    expect(claimsOf('Havertz opened the scoring in the 14th minute.', ARSENAL, 'en')).toContain(
      '14th',
    );
    expect(claimsOf('Burkardt traf in der 12. Minute für Mainz.', BAYERN, 'de')).toContain('12');
    expect(claimsOf('Cristaldo ampliou aos 33 do segundo tempo.', GREMIO, 'pt')).toContain('33');
    expect(
      claimsOf("Gudmundsson segna al 10' e la Roma già trema 😂", ROMA, 'it', 'troll'),
    ).toContain('10');
    expect(claimsOf('Barcola ouvre le score à la 8e minute.', PSG, 'fr')).toContain('8e');
  });

  it('stops a count of goals given to another scorer, in jokes too', () => {
    expect(claimsOf('Кассьерра с дублем, «Спартак» в шоке 😂', ZENIT, 'ru', 'troll')).toContain(
      'дублем',
    );
    expect(
      claimsOf('Palmer’s brace was not enough for Chelsea 😭', ARSENAL, 'en', 'meme'),
    ).toContain('brace');
    expect(claimsOf('Gnabry mit Doppelpack, Mainz chancenlos.', BAYERN, 'de')).toContain(
      'Doppelpack',
    );
    expect(claimsOf('Dembélé signe un doublé 🔥', PSG, 'fr', 'troll')).toContain('doublé');
  });

  it('keeps each scorer with their own figures, in another order or words', () => {
    expect(
      claimsOf(
        'Sorloth decidió en el 88 y Griezmann había abierto en el minuto 9.',
        ATLETICO,
        'es',
      ),
    ).toEqual([]);
    expect(
      claimsOf(
        'Havertz hit a brace after Saka opened the scoring in the 14th minute.',
        ARSENAL,
        'en',
      ),
    ).toEqual([]);
    expect(claimsOf('Педро с дублем, Кассьерра добил на 77-й минуте.', ZENIT, 'ru')).toEqual([]);
    expect(
      claimsOf('Doppelpack von Musiala, Gnabry traf in der 12. Minute.', BAYERN, 'de'),
    ).toEqual([]);
    expect(
      claimsOf(
        'Braithwaite ampliou aos 33 do segundo tempo, depois do gol de Cristaldo aos 20 minutos.',
        GREMIO,
        'pt',
      ),
    ).toEqual([]);
  });

  it('keeps people named together with their figures in turn', () => {
    expect(claimsOf('Griezmann y Sorloth marcaron en el 9 y el 88.', ATLETICO, 'es')).toEqual([]);
    expect(
      claimsOf('Palmer, then Havertz with a brace: Chelsea had no answer.', ARSENAL, 'en', 'meme'),
    ).toEqual([]);
  });

  it('keeps a team credited with its scorer’s goal, and one scorer with no figure', () => {
    expect(
      claimsOf(
        'El Atlético la metió en el 88 y el Valencia se fue llorando 😭',
        ATLETICO,
        'es',
        'troll',
      ),
    ).toEqual([]);
    expect(
      claimsOf(
        'Arsenal struck in the 14th minute and never looked back 😎',
        ARSENAL,
        'en',
        'troll',
      ),
    ).toEqual([]);
    expect(
      claimsOf('Gol do Grêmio aos 33 do segundo tempo e a Arena explode 🔵', GREMIO, 'pt', 'meme'),
    ).toEqual([]);
    expect(claimsOf('«Зенит» добил «Спартак» на 77-й минуте.', ZENIT, 'ru')).toEqual([]);
    expect(claimsOf('Havertz hit a brace, Saka and Palmer scored too.', ARSENAL, 'en')).toEqual([]);
  });

  it('reads no minute where the post tells no match: a trip’s minutes', () => {
    const metro =
      'Мэр Сергей Собянин обещает, что дорога от «Тушинской» до «Щукинской» займёт 6 минут вместо 25.';
    expect(claimsOf('Собянин обещает: от «Щукинской» за 6 минут.', metro, 'ru')).toEqual([]);
  });
});
