/** A quotation translated with the line, its speaker named beside the source's (translated-quotes.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const study =
  "Une étude de l'Inserm montre que marcher 30 minutes par jour réduit de 23 % le risque d'AVC. « C'est un effet majeur pour un effort modeste », souligne la chercheuse Claire Dumas.";
const baseball = '大谷はこの試合6打数6安打10打点。ロバーツ監督「信じられない」';
const results =
  'Чистая прибыль снизилась на 6% — до 8,1 млрд. Генеральный директор Анна Громова: «Мы сохраняем прогноз на год».';

const stopped = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => claim.text,
  );

describe('translatedQuote', () => {
  it('keeps the source’s quotation said in the line’s language by the speaker it names', () => {
    const said = '"It\'s a major effect for a modest effort," says researcher Claire Dumas.';
    expect(stopped(study, 'fr', said)).toEqual([]);
    expect(stopped(baseball, 'ja', 'Dodgers manager Roberts: "Unbelievable."')).toEqual([]);
  });

  it('stops another sentence put in the speaker’s mouth, or one given to someone else', () => {
    const other = 'Anna Gromova said: "This was our best quarter ever."';
    expect(stopped(results, 'ru', other)).toEqual([`"This was our best quarter ever."`]);
    const named = 'Claire Dumas says: "A major effect for Paris."';
    expect(stopped(study, 'fr', named)).toEqual(['"A major effect for Paris."']);
    const longer = 'Roberts: "Unbelievable, we will win it all this year."';
    expect(stopped(baseball, 'ja', longer)).toHaveLength(1);
    const elsewhere = '"It\'s a major effect for a modest effort," says minister Paul Martin.';
    expect(stopped(study, 'fr', elsewhere)).toHaveLength(1);
  });

  it('stops a translated quotation where the source quotes nobody', () => {
    const text =
      'Une étude de Claire Dumas montre que marcher 30 minutes par jour réduit le risque.';
    const said = 'Claire Dumas: "Walking 30 minutes a day reduces the risk."';
    expect(stopped(text, 'fr', said)).toEqual(['"Walking 30 minutes a day reduces the risk."']);
  });
});
