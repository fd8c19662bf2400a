/**
 * The guard on words made to be slow (issue 37, reviewed): a German or Italian number is read as
 * one word of many parts ("zweiundvierzigtausend"), and a word that splits two ways at every part
 * ("achtzehn" is also "acht" + "zehn") before a last letter that is no part was read 2^n times
 * over. The source is anyone's post or pasted text, so one such word of a few hundred letters held
 * the server's only thread for hours; issue 44's lexicons made the same of Korean and Italian words
 * split at their scales ("천만천만…"). Run in a child process: a thread held that long could not be
 * stopped from inside (a test's own timeout waits for the code to return); the child is given a
 * minute, where the guard needs milliseconds.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '#core/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Far more than the guard needs on a loaded machine; far less than 2^40 readings take. */
const DEADLINE_MS = 60_000;

/** What `script` (ES module code run with tsx in the project) prints; fails at the deadline. */
function runInChild(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        timeout: DEADLINE_MS,
        killSignal: 'SIGKILL',
        env: { ...process.env, NODE_OPTIONS: '' },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout.trim())),
    );
  });
}

describe('the guard on a long word of number parts', () => {
  // One child for every word: starting one costs seconds (node, tsx and the whole of core
  // imported), the guard on the words milliseconds; a child per word was most of this file's time.
  it(
    'reads a 320-letter German word that splits two ways at every part, in the source and a line, and 80-letter words that split many ways at their scales, in Korean and Italian (issue 44)',
    async () => {
      const german = `${'achtzehn'.repeat(40)}x`;
      // Each place may begin "천만" or "천" then "만": tried every way, 2^40 readings.
      const korean = '천만'.repeat(40);
      const italian = 'millemila'.repeat(9);
      const printed = await runInChild(`
      import { claimSource, unsupportedClaims } from '#core/index.ts';
      const source = claimSource({ text: 'Der Laden war voll: ${german}.', lang: 'de' });
      const found = [unsupportedClaims('Es kamen ${german} Leute, 450 insgesamt.', source, 'normal')];
      for (const [word, lang] of [['${korean}', 'ko'], ['${italian}', 'it']]) {
        const source = claimSource({ text: 'Il negozio era pieno: ' + word + '.', lang });
        found.push(unsupportedClaims(word + ' e 450 persone.', source, 'normal'));
      }
      console.log(JSON.stringify(found));
    `);
      const figure450 = [{ kind: 'figure', text: '450' }];
      expect(JSON.parse(printed)).toEqual([figure450, figure450, figure450]);
    },
    DEADLINE_MS + 10_000,
  );

  it('still reads one-word numbers as their parts', () => {
    const source = claimSource({ text: 'Es kamen 42.000 Leute und 118 Hunde.', lang: 'de' });
    expect(unsupportedClaims('Zweiundvierzigtausend Leute kamen.', source, 'normal')).toEqual([]);
    expect(unsupportedClaims('Es kamen einhundertachtzehn Hunde.', source, 'normal')).toEqual([]);
    expect(unsupportedClaims('Es kamen einhundertneunzehn Hunde.', source, 'normal')).toEqual([
      { kind: 'figure', text: 'einhundertneunzehn' },
    ]);
  });
});
