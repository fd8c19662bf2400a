/**
 * A unit's other form, learnt from n2words where it writes one before a scale (issue 44 item 2):
 * Serbian counts thousands with the feminine "dve", "jedna" ("dve hiljade", "dvadeset jedna
 * hiljada") where it writes "dva", "jedan" alone. learn-number-words.ts hands over the counts
 * before a scale that are no group; number-lexicons.ts makes each pair a spelling of every group.
 */
import type { LearnedLexicon } from './learn-number-words.ts';

/**
 * "dve hiljade", "dvadeset jedna hiljada": a count before a scale that is a group but for its
 * last word, another form of a unit; learnt as a pair once the scale is known.
 */
export function learnUnitForms(
  data: LearnedLexicon,
  found: ReadonlyArray<readonly [string, string, number]>,
  groups: ReadonlyMap<string, number>,
) {
  for (const [before, word, whole] of found) {
    const factor = data.scales[word];
    if (factor === undefined || whole % factor !== 0) continue;
    const head = before.slice(0, before.lastIndexOf(' ') + 1);
    const form = before.slice(head.length);
    if (groups.has(form)) continue;
    for (let unit = 1; unit < 10; unit++) {
      const spellings = (data.units[unit] ?? []).filter(
        (one) => groups.get(head + one) === whole / factor,
      );
      // Of "dva" and "два", the one in the form's script.
      const spelling = spellings.find((one) => one[0] === form[0]) ?? spellings[0];
      if (spelling === undefined) continue;
      if (!data.unitForms.some(([one, other]) => one === spelling && other === form))
        data.unitForms.push([spelling, form]);
    }
  }
}
