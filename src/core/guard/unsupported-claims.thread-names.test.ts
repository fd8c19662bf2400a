/**
 * A thread's post in a script without capitals (Arabic, Hindi, Korean, Chinese) that keeps the
 * source's words around a word the source never has, where the source has a name, changed that
 * name (replaced-names.ts, read in threads as in cards since round twenty-three's misses); a post
 * that says the source's words in its own way, with its emoji and its count, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const SLEEP =
  'نشر باحثون من جامعة الملك سعود دراسة جديدة عن النوم لدى طلاب الجامعات. قالت الدكتورة هدى العتيبي، المشرفة على الدراسة، إن النوم ليس رفاهية بل جزء من التعلم.';
const MEETING =
  'आज की टीम मीटिंग के नोट्स: नया मोबाइल ऐप 15 अप्रैल को लॉन्च होगा, टेस्टिंग की ज़िम्मेदारी प्रिया शर्मा की टीम की है।';
const LAMP = '星野台灯今天在京东首发，售价299元，充满电可以连续使用15小时。';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'thread').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a name changed in the source’s frame, in a thread', () => {
  it('stops the name a post puts where the source has another', () => {
    expect(
      claims(
        'قالت الدكتورة هدى الشمري، المشرفة على الدراسة، إن النوم جزء من التعلم. 3/5',
        SLEEP,
        'ar',
      ),
    ).toEqual(['name:الشمري']);
    expect(claims('टेस्टिंग की ज़िम्मेदारी नेहा शर्मा की टीम की है। 2/4', MEETING, 'hi')).toEqual([
      'name:नेहा',
    ]);
    expect(claims('星野台灯今天在拼多多首发，售价299元 🛒', LAMP, 'zh')).toEqual(['name:拼多多']);
  });

  it('keeps the source’s names, and its words said another way', () => {
    expect(
      claims(
        'قالت الدكتورة هدى العتيبي، المشرفة على الدراسة: النوم جزء من التعلم 😴 3/5',
        SLEEP,
        'ar',
      ),
    ).toEqual([]);
    expect(claims('टेस्टिंग प्रिया शर्मा की टीम करेगी। 2/4', MEETING, 'hi')).toEqual([]);
    expect(claims('星野台灯今天京东首发，充满电能用15小时 🔥', LAMP, 'zh')).toEqual([]);
  });
});
