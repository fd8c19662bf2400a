// Judges a probe folder (labelled schema, eval/probes/<id>/) and prints each misjudged line with its claims.
// Run from the tree: node --import tsx eval/probes/run-probes.mts eval/probes/h298-a
const root = process.cwd();
const { loadGuardCases } = await import(`${root}/eval/guard-cases.ts`);
const { judgeCases } = await import(`${root}/eval/guard-score.ts`);
const dir = `${root}/${process.argv[2]}/`;
const judged = judgeCases(loadGuardCases(dir));
let faithful = 0;
let kept = 0;
let invented = 0;
let stopped = 0;
for (const j of judged) {
  if (j.label === 'faithful') {
    faithful++;
    if (!j.stopped) kept++;
  } else {
    invented++;
    if (j.stopped) stopped++;
  }
  if (!j.right)
    console.log(`${j.lang} ${j.label} ${j.source.id} | ${j.line} | ${JSON.stringify(j.claims)}`);
}
console.log(`faithful kept ${kept}/${faithful}, invented stopped ${stopped}/${invented}`);
