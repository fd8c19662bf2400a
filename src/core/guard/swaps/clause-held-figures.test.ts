/**
 * A figure the source states in a clause that holds the word the line binds it to
 * (clause-held-figures.ts) has not moved, though the source writes that word next to another
 * value too: "in media 94 giorni" of "l'attesa media … è stata di 94 giorni" is kept where "in
 * media 128 giorni" follows. A figure put at another value's words is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const WAITS =
  "Secondo il report della Regione Lazio pubblicato ieri, nel 2024 l'attesa media per una visita cardiologica è stata di 94 giorni, contro i 61 del 2023. Per una risonanza magnetica si sono attesi in media 128 giorni. Va meglio per le mammografie: 45 giorni, 10 in meno dell'anno precedente.";

describe('reboundOutsideClause: a figure bound to a word its own clause in the source holds', () => {
  it('keeps an average the source states of this figure farther off in its clause', () => {
    expect(
      stopped(
        'Nel Lazio, nel 2024, per una visita cardiologica si sono aspettati in media 94 giorni, rispetto ai 61 del 2023.',
        WAITS,
        'it',
      ),
    ).toEqual([]);
  });

  it('still stops the figure put where the source states another value', () => {
    expect(
      stopped('Per una risonanza magnetica si sono attesi in media 94 giorni.', WAITS, 'it'),
    ).toEqual(['94 giorni']);
  });

  it('still stops two figures traded inside one clause, where the word binds the other', () => {
    expect(
      stopped(
        'Heart attacks occurred in 9.5% of the statin group versus 7.6% on placebo.',
        'Heart attacks occurred in 7.6% of the statin group versus 9.5% on placebo, a fifth fewer.',
        'en',
      ).length,
    ).toBeGreaterThan(0);
  });
});
