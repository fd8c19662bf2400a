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

const FERRY =
  'Vanaf maandag 4 januari vaart de veerdienst tussen Harlingen en Terschelling volgens de winterdienstregeling. De snelboot vaart in januari niet wegens onderhoud en keert terug op 1 februari.';

describe('reboundOutsideClause: a word moves a figure only from where it stands by another', () => {
  it("keeps a date at a word the source writes farther from another date (Dutch 'vanaf')", () => {
    // The source's "Vanaf" stands two words before 4 januari ("Vanaf maandag 4 januari"), the
    // line's right before 1 februari; the line's "vaart" is in 1 februari's own clause.
    expect(
      stopped(
        'In januari ligt de snelboot stil voor onderhoud; vanaf 1 februari vaart hij weer.',
        FERRY,
        'nl',
      ),
    ).toEqual([]);
  });

  it("still stops the date put at the other date's words", () => {
    expect(
      stopped('Vanaf 1 februari vaart de veerdienst volgens de winterdienstregeling.', FERRY, 'nl'),
    ).toEqual(['1 februari']);
    expect(
      stopped(
        'Vanaf maandag 1 februari vaart de veerdienst tussen Harlingen en Terschelling.',
        FERRY,
        'nl',
      ),
    ).toEqual(['1 februari']);
  });

  it('keeps a figure whose clause says its word as an adjective ("monthly" of "a month")', () => {
    const PLAN =
      "Subject: Changes to your CloudDesk plan from 1 February. Hello Daniel, thank you for being a CloudDesk customer since 2021. We are writing to let you know about changes to the Team plan, which your company, Fairbank Architects, is on. From 1 February 2027, the Team plan will cost 12 dollars per user per month, up from 10 dollars. With your current 18 users, your monthly bill will go from 180 dollars to 216 dollars, before tax. We know no one likes a price rise, so we want to explain why. Over the past year we have added shared calendars, a client portal and two-factor sign-in to every plan, and our hosting costs have risen by about a fifth. At the same time, the Team plan's storage will double from 1 terabyte to 2 terabytes per company, and file history will be kept for 180 days instead of 90. If you pay yearly instead of monthly, you can keep today's price of 10 dollars per user until your next renewal after 1 February, and after that the yearly price will be 120 dollars per user per year, which works out the same as 10 dollars a month. Switching to yearly billing can be done from the Billing page at any time before 31 January. If the Team plan no longer fits your needs, you can move to the Starter plan, which stays at 6 dollars per user but is limited to 10 users and 200 gigabytes, so it would not cover your current team. You can also cancel at any time; we do not charge cancellation fees, and your data stays available to download for 30 days after cancelling. If you have questions, reply to this e-mail or contact your account manager, Priscilla Wong. Thank you for working with us. The CloudDesk Team.";
    const line = (total: string) =>
      `CloudDesk is raising its Team plan from $10 to $12 per user per month on 1 February 2027, taking Fairbank Architects' bill for 18 users from $180 to ${total} a month before tax.`;
    expect(stopped(line('$216'), PLAN, 'en')).toEqual([]);
    expect(stopped(line('$236'), PLAN, 'en')).toEqual(['$236']);
  });
});
