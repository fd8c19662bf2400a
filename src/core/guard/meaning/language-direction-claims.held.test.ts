/**
 * A thing the source keeps, said to be called off, and back (direction-stems.data.ts' "held"
 * group, read by language-direction-claims.ts): "Les vols vers l'Afrique sont annulés eux aussi"
 * of a strike post's "Les vols vers l'Afrique sont maintenus". Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

const GREVE =
  "La compagnie annule 186 vols sur 230 mercredi. Les vols vers l'Afrique sont maintenus.";
const HUELGA =
  'La huelga de controladores obliga a cancelar 40 vuelos. Los vuelos a Canarias están mantenidos.';
const CHUVA = 'Com a chuva, os jogos da tarde foram cancelados. O jogo da noite está mantido.';
const SCIOPERO =
  'Sciopero dei treni venerdì: i regionali sono cancellati, le Frecce Rosse sono mantenute.';

describe('a kept thing said to be called off, or a called-off one kept', () => {
  it.each([
    ["Les vols vers l'Afrique sont annulés eux aussi.", GREVE, 'fr'],
    ["Les vols vers l'Afrique sont annulés.", GREVE, 'fr'],
    ['Los vuelos a Canarias están cancelados.', HUELGA, 'es'],
    ['O jogo da noite está cancelado.', CHUVA, 'pt'],
    ['Le Frecce Rosse sono cancellate.', SCIOPERO, 'it'],
  ])('stops it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).not.toEqual([]);
  });
});

describe('the same state, or another thing', () => {
  it.each([
    ["Les vols vers l'Afrique sont maintenus.", GREVE, 'fr'],
    ["Les vols vers l'Afrique ne sont pas annulés.", GREVE, 'fr'],
    ['Sur 230 vols, 186 sont annulés.', GREVE, 'fr'],
    ['Los vuelos a Canarias se mantienen.', HUELGA, 'es'],
    ['Os jogos da tarde foram cancelados por causa da chuva.', CHUVA, 'pt'],
    ['I regionali sono cancellati venerdì.', SCIOPERO, 'it'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).toEqual([]);
  });
});
