// Judges h299's blind probe batches (eval/probes/h299-*/): each line's verdict and claims.
// Run from the tree: node --import tsx eval/probes/h299-measure.mts [dir...]
import { fileURLToPath } from 'node:url';
import { loadGuardCases } from '../guard-cases.ts';
import { judgeCases } from '../guard-score.ts';

const dirs = process.argv.slice(2);
const list = dirs.length > 0 ? dirs : ['h299-a'];
for (const dir of list) {
  const judged = judgeCases(loadGuardCases(fileURLToPath(new URL(`./${dir}/`, import.meta.url))));
  let keptF = 0;
  let allF = 0;
  let stoppedI = 0;
  let allI = 0;
  for (const j of judged) {
    if (j.label === 'faithful') {
      allF++;
      if (!j.stopped) keptF++;
    } else {
      allI++;
      if (j.stopped) stoppedI++;
    }
    if (!j.right) {
      const claims = j.claims.map((c) => JSON.stringify(c)).join(' ');
      console.log(
        `${j.lang} ${j.label} ${j.stopped ? 'STOPPED' : 'kept'} | ${j.line}\n    ${claims}`,
      );
    }
  }
  console.log(`${dir}: faithful kept ${keptF}/${allF}, invented stopped ${stoppedI}/${allI}`);
}
