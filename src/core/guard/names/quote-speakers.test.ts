import { describe, expect, it } from 'vitest';
import { movedQuoteSpeakers } from './quote-speakers.ts';

const POST =
  'La direction en propose 70. « Nous restons ouverts au dialogue », assure le directeur général Marc Delorme, tandis que Julie Fabre (CGT) dénonce « une offre au rabais ».';

describe("a quotation given to another of the post's people", () => {
  it("stops the post's other person named as the quotation's speaker", () => {
    expect(
      movedQuoteSpeakers(
        '« Nous restons ouverts au dialogue », assure Julie Fabre de la CGT.',
        POST,
      ),
    ).toEqual(['Julie Fabre']);
  });

  it("keeps the post's speaker, a speaker told by title, and a quotation with no speaker", () => {
    expect(
      movedQuoteSpeakers('« Nous restons ouverts au dialogue », assure Marc Delorme.', POST),
    ).toEqual([]);
    expect(
      movedQuoteSpeakers(
        '« Nous restons ouverts au dialogue », assure le directeur de Tisséo.',
        POST,
      ),
    ).toEqual([]);
    expect(
      movedQuoteSpeakers('« Une offre au rabais », dénonce Julie Fabre de la CGT.', POST),
    ).toEqual([]);
    expect(
      movedQuoteSpeakers('« Nous restons ouverts au dialogue ». Julie Fabre, elle, dénonce.', POST),
    ).toEqual([]);
  });
});
