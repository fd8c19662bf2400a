/**
 * A change said as a noun with its amount after a preposition: "ein Minus von 6 %", "a drop of
 * 6%", "une baisse de 6 %", "un calo del 6%", "una caída del 6 %" (round forty-nine: "ein Minus
 * von 6 % gegenüber dem Vorjahr" of a source's "6 Prozent weniger als im Vorjahr … einen Umsatz von
 * 1,84 Milliarden Euro" was stopped as 6 % put in the revenue's place at "von"). The preposition
 * is the change noun's: it says what the figure is (the change's amount), not the place of the
 * source's figure at the same preposition, which belongs to another noun. figure-ties.ts reads no
 * trade at such a preposition; the figure's other ties, and its value, are still checked.
 */

/** Nouns of a rise or a fall, the languages most posts come in. */
const CHANGE_NOUNS = new Set(
  [
    'minus plus rückgang anstieg zuwachs einbruch',
    'drop fall rise increase decrease decline gain loss jump',
    'baisse hausse recul progression augmentation diminution chute',
    'caída subida alza aumento descenso bajada incremento',
    'calo aumento crescita ribasso rialzo incremento diminuzione',
    'queda alta aumento redução',
    'daling stijging toename afname',
  ]
    .join(' ')
    .split(' '),
);
/** The preposition after the noun, alone or with its article ("del", "du"). */
const PREPOSITION = /^(?:von|of|de|del|di|du|da|do|van)$/u;
/** The noun, the preposition, and what may stand before the figure (spaces, a sign). */
const BEFORE = /([\p{L}\p{M}]+)\s+([\p{L}]+)\s*[\p{Sc}+\-−]?\s*$/u;

/** Whether the tie `tie` ("b:von") of the figure at `start` in `text` follows a change noun. */
export function isChangeNounTie(tie: string, text: string | undefined, start: number): boolean {
  if (text === undefined || !tie.startsWith('b:') || !PREPOSITION.test(tie.slice(2))) return false;
  const [, noun, preposition] = BEFORE.exec(text.slice(Math.max(0, start - 40), start)) ?? [];
  return preposition?.toLowerCase() === tie.slice(2) && CHANGE_NOUNS.has(noun?.toLowerCase() ?? '');
}
