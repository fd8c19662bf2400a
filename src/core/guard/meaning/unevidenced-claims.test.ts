import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { unevidencedClaims } from './unevidenced-claims.ts';

const REPORT =
  'A small fire broke out in a fume hood. The mantle was 14 years old and had never been tested. There was no evidence that the student had left the distillation unattended or broken any procedure. The student was checked by a first aider.';
const stopped = (line: string, text = REPORT, lang = 'en') =>
  unevidencedClaims(line, claimSource({ text, lang }));

describe('what the post says there is no evidence of, stated as a fact', () => {
  it.each([
    'The mantle had never been tested, and the student had left it unattended.',
    'The student left the distillation unattended.',
  ])('stops "%s"', (line) => {
    expect(stopped(line)).toHaveLength(1);
  });

  it.each([
    'There was no evidence the student left it unattended.',
    'Nothing suggests the student left the distillation unattended.',
    'The student had not left the distillation unattended.',
    'The student may have left the distillation unattended.',
    // Words of the claim, but another claim about them.
    'The student was checked by a first aider after the fire.',
  ])('keeps "%s"', (line) => {
    expect(stopped(line)).toEqual([]);
  });

  it('keeps the claim where the post also states it plainly', () => {
    const stated = `${REPORT} The student had left the distillation unattended for an hour.`;
    expect(stopped('The student left the distillation unattended.', stated)).toEqual([]);
  });

  it('reads a French post', () => {
    const text =
      "L'enquête n'a trouvé aucune preuve que le gardien avait ouvert la porte du hangar. Le feu a été éteint en une heure.";
    expect(stopped('Le gardien avait ouvert la porte du hangar.', text, 'fr')).toHaveLength(1);
    expect(stopped("Rien n'indique que le gardien ait ouvert la porte.", text, 'fr')).toEqual([]);
  });
});
