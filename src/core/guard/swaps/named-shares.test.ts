/**
 * Two parties' figures crossed between the names beside them (named-shares.ts): every figure and
 * name is the post's, so only which name stands by which figure tells the edit.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const SONDAJ =
  'Un sondaj realizat de institutul CURS între 20 și 26 noiembrie arată că 34% dintre alegători ar vota cu PSD la alegerile parlamentare, față de 27% pentru PNL și 19% pentru AUR. USR ar obține 11%.';
const POLL = 'The latest poll puts Labour on 41%, the Conservatives on 24% and Reform on 18%.';

describe('namedShares: two parties given each other’s figures', () => {
  it('stops the shares crossed, the name before or after them', () => {
    expect(stopped('Sondajul CURS arată că PNL ar obține 34%, iar PSD 27%.', SONDAJ, 'ro')).toEqual(
      expect.arrayContaining(['34%']),
    );
    expect(stopped('The poll has the Conservatives on 41% and Labour on 24%.', POLL, 'en')).toEqual(
      expect.arrayContaining(['41%']),
    );
  });

  it('keeps the shares as the post binds them, in other words or order', () => {
    expect(
      stopped(
        'Potrivit sondajului CURS, PSD are 34%, PNL 27%, AUR 19%, iar USR 11%.',
        SONDAJ,
        'ro',
      ),
    ).toEqual([]);
    expect(stopped('PNL ar obține 27%, iar PSD 34%.', SONDAJ, 'ro')).toEqual([]);
    expect(stopped('Reform is on 18%, Labour on 41%.', POLL, 'en')).toEqual([]);
  });
});
