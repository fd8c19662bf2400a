/**
 * A person given another's institution (affiliation-swaps.ts): every name is the source's, so only
 * the pairing tells the edit. A line that keeps the source's pairs, or pairs a person the source
 * ties to no institution with one it ties to nobody, is not stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { affiliationSwaps } from './affiliation-swaps.ts';

const names = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const BIRDS =
  'The study was led by the Max Planck Institute and Lund University. "It is extraordinary," said Dr. Sissel Sjöberg of Lund University, the first author. Professor Martin Wikelski, director at the Max Planck Institute, said it would change the field.';
const CORAL =
  'University of Queensland, Brisbane. A team led by Dr. Chloe Whitaker bred the corals. Co-author Professor Raj Mehta of James Cook University said the findings could help restoration.';
const ESTUDIO =
  'El estudio lo firman Ana Torres, de la Universidad de Granada, y Luis Ortega, de la Universidad de Sevilla.';
const STUDIE =
  'Die Studie leiteten Professorin Anna Weber von der Charité und Jonas Berg vom Klinikum Kassel.';

describe('affiliationSwaps: a person given another’s institution', () => {
  it('stops a person paired with an institution the source gives someone else', () => {
    expect(
      names(
        'First author Sissel Sjöberg of the Max Planck Institute called it extraordinary.',
        BIRDS,
      ),
    ).toEqual(['Max Planck Institute']);
    expect(
      names(
        'Lead author Chloe Whitaker of James Cook University said selection is at work.',
        CORAL,
      ),
    ).toEqual(['James Cook University']);
  });

  it('reads the pairs in Spanish and German too', () => {
    expect(
      names('Ana Torres, de la Universidad de Sevilla, firma el estudio.', ESTUDIO, 'es'),
    ).toEqual(['Universidad de Sevilla']);
    expect(
      affiliationSwaps('Jonas Berg von der Charité leitete die Studie.', { text: STUDIE }),
    ).toEqual(['Charité']);
  });

  it('keeps the source’s pairs, and a pair the source neither gives nor contradicts', () => {
    expect(names('Sissel Sjöberg of Lund University called it extraordinary.', BIRDS)).toEqual([]);
    expect(names('Martin Wikelski of the Max Planck Institute expects a change.', BIRDS)).toEqual(
      [],
    );
    expect(
      names('Ana Torres, de la Universidad de Granada, firma el estudio.', ESTUDIO, 'es'),
    ).toEqual([]);
    expect(
      affiliationSwaps('Anna Weber von der Charité leitete die Studie.', { text: STUDIE }),
    ).toEqual([]);
    // The source ties the University of Queensland to nobody: Whitaker's there is not contradicted.
    expect(names('Chloe Whitaker of the University of Queensland bred the corals.', CORAL)).toEqual(
      [],
    );
  });
});
