/** Texts of issue 46's cases for the thread maker, shared by the writer's, the route's and the browser's tests. */

/** Issue 46's case on X: fourteen sentences, 1,237 characters; two middle ones were lost. */
export const TEAM_SENTENCES = [
  'Our team had three weeks to ship the new onboarding flow before the big conference in Berlin.',
  'Nobody on the team had built a payments page before, and the deadline was not going to move.',
  'The designer wanted six screens with animations; the engineers thought two plain screens would do.',
  'We argued for two whole days about a progress bar that nobody would ever look at twice.',
  'Then our manager asked each of us to write down, on paper, what we were most afraid of.',
  'Most of the fears turned out to be the same one: breaking checkout for our existing customers.',
  'So we split the work.',
  'One pair built the new screens behind a flag while another pair wrote tests for the old checkout.',
  'We demoed every Friday afternoon, even on the weeks when the demo was little more than a blank page.',
  'By the third week the flag was on for staff only, and we found eleven bugs in a single day.',
  'The launch itself was quiet, which in our experience is the very best kind of launch there is.',
  'Sign-ups went up by a fifth in the first month, and support tickets about payments went down.',
  'The lesson for us is simple: say the fear out loud first, then plan the work around it.',
  'Next quarter we will try the same approach for the mobile app and see whether it holds up.',
];

/** Many plain sentences, in order and each different: a text several threads long on any network. */
export function manySentences(count: number): string[] {
  const subjects = [
    'The library',
    'The bridge',
    'The market',
    'The school',
    'The museum',
    'The park',
  ];
  const doings = [
    'opens a new wing next spring after two years of building work',
    'changes its opening hours so that people who work late can come too',
    'asks the town for more volunteers to help on busy weekends',
    'wins a regional prize for the way it welcomes families with children',
  ];
  return Array.from(
    { length: count },
    (_, index) =>
      `${subjects[index % subjects.length]} ${doings[Math.floor(index / subjects.length) % doings.length]}, says note ${index + 1}.`,
  );
}
