/**
 * A joke's line that gives the source's figure to another person (figure-subjects.ts): another
 * name, a verb of its own, then the source's words and figure, is stopped; the source's own name
 * with another verb, a name a joke adds without the frame and a sentence's first common word are
 * kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { changedFigureSubjects } from './figure-subjects.ts';

const MATCH = claimSource({
  text: "¡FINAL! Real Madrid 1-3 Barcelona. Lewandowski marcó dos goles y Lamine Yamal el tercero. Mbappé descontó en el 71'. El Barça se pone líder.",
  lang: 'es',
});
const GIG = claimSource({
  text: 'Huge thanks to everyone at the charity gig! Sam ran the sound for 120 people and we raised £2,400.',
});

describe('changedFigureSubjects', () => {
  it("stops another name before the source's words and figure", () => {
    expect(
      changedFigureSubjects("Vinícius marcando en el 71' para maquillar el 1-3 🤡", MATCH),
    ).toEqual(['Vinícius']);
    expect(
      changedFigureSubjects("Y Rodrygo maquillando en el 71', qué valiente 😂", MATCH),
    ).toEqual(['Rodrygo']);
    expect(
      changedFigureSubjects('Priya running the sound for 120 people like a pro 🎚️', GIG),
    ).toEqual(['Priya']);
  });

  it("keeps the source's name, a name added without the frame and a first common word", () => {
    expect(
      changedFigureSubjects("Mbappé marcando en el 71' para que duela menos 🤡", MATCH),
    ).toEqual([]);
    expect(
      changedFigureSubjects("Ni Messi salva esto: Mbappé descontó en el 71' 😂", MATCH),
    ).toEqual([]);
    expect(
      changedFigureSubjects('Taylor Swift could not sell out a gig for 120 people', GIG),
    ).toEqual([]);
    expect(changedFigureSubjects('Yo viendo el gol en el 71 desde el sofá', MATCH)).toEqual([]);
  });
});
