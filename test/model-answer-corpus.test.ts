/** The core shapers measured on the synthetic corpus of 7B-style answers (test/model-answer-corpus.ts). */

import { describe, expect, it } from 'vitest';
// Not part of core's public surface: the test reads lines by their words, as the shapers do.
import { sameTextKey } from '#core/clean-model-text.ts';
import {
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  FALLBACK_THREAD,
  hasBannedWord,
  shapeMemeCaption,
  shapeSummary,
  shapeThread,
  shapeTroll,
  TROLL_EMOJIS,
  TROLL_JOKES,
} from '#core/index.ts';
import { isCopiedSentence } from '#core/remove-banned-words.ts';
import { MODEL_ANSWER_CORPUS, type ModelAnswer } from './model-answer-corpus.ts';

const random = () => 0.3;

/** What a shaper shows for one answer, and what it would pad with. */
function shown(answer: ModelAnswer): { lines: string[]; filler: readonly string[] } {
  const { kind, raw, source } = answer;
  if (kind === 'normal') return { lines: shapeSummary(raw, source), filler: FALLBACK_SUMMARY };
  if (kind === 'troll') {
    const lines = shapeTroll(raw, random, { sourceText: source }).map((line) =>
      TROLL_EMOJIS.reduce((text, emoji) => text.replace(` ${emoji}`, ''), line),
    );
    return { lines, filler: TROLL_JOKES };
  }
  if (kind === 'meme') {
    return {
      lines: [shapeMemeCaption(raw, { sourceText: source })],
      filler: [FALLBACK_MEME_CAPTION],
    };
  }
  const posts = shapeThread(raw, source, answer.style ?? 'standard', random);
  // The hashtags the shaper adds are not lines of their own.
  return {
    lines: posts.map((post) => post.replace(/(?:\s*#[\p{L}\p{N}_]+)+\s*$/u, '')),
    filler: FALLBACK_THREAD,
  };
}

/** Words of the line that are words of the model's answer (echoed prompts aside). */
function fromModel(line: string, raw: string, filler: readonly string[]): boolean {
  const key = sameTextKey(line);
  if (key === '' || filler.some((text) => sameTextKey(text) === key)) return false;
  const rawWords = new Set(sameTextKey(raw.replace(/<<<[\s\S]*<<<END[^>]*>>>/, '')).split(' '));
  const words = key.split(' ');
  const found = words.filter((word) => rawWords.has(word)).length;
  // Neutral words replace banned ones ("users" → "people"), so not every word is the model's.
  return found / words.length >= 0.75;
}

describe('the model-answer corpus', () => {
  it('holds at least 40 answers: normal, troll, meme and each of the six thread styles twice', () => {
    expect(MODEL_ANSWER_CORPUS.length).toBeGreaterThanOrEqual(40);
    const kinds = MODEL_ANSWER_CORPUS.map((answer) => answer.style ?? answer.kind);
    for (const kind of ['normal', 'troll', 'meme']) {
      expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(8);
    }
    for (const style of ['standard', 'exciting', 'detailed', 'journalist', 'troll', 'cryptobro']) {
      expect(MODEL_ANSWER_CORPUS.filter((a) => a.style === style).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(MODEL_ANSWER_CORPUS.map((answer) => answer.id)).size).toBe(
      MODEL_ANSWER_CORPUS.length,
    );
  });

  it('shows at least 95% lines of the model content, not filler (issue 11)', () => {
    let total = 0;
    let model = 0;
    const filled: string[] = [];
    for (const answer of MODEL_ANSWER_CORPUS) {
      const { lines, filler } = shown(answer);
      for (const line of lines) {
        total += 1;
        if (fromModel(line, answer.raw, filler)) model += 1;
        else filled.push(`${answer.id}: ${line}`);
      }
    }
    const share = model / total;
    console.info(
      `model content on cards and threads: ${model}/${total} = ${(share * 100).toFixed(1)}%`,
    );
    expect(filled.length / total, filled.join('\n')).toBeLessThanOrEqual(0.05);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it("never puts user, author, tweet or they on a normal or troll card (but in the author's own sentence), nor a reporting clause", () => {
    const cards = MODEL_ANSWER_CORPUS.filter((a) => a.kind === 'normal' || a.kind === 'troll');
    for (const answer of cards) {
      // The spec's own filler lines are exact texts; only the model's lines are checked.
      const lines = shown(answer).lines.filter(
        (line) => !FALLBACK_SUMMARY.includes(line) && !TROLL_JOKES.includes(line),
      );
      for (const line of lines) {
        expect(line).not.toMatch(/according to the (?:post|tweet)|^(?:the|this) (?:post|tweet)\b/i);
        // A sentence the model copied from the post whole is the author's, kept as written
        // ("users' comments"); every other line is checked for banned words and their leftovers.
        if (isCopiedSentence(line, answer.source)) continue;
        expect(hasBannedWord(line), `${answer.id}: ${line}`).toBe(false);
        expect(line).not.toMatch(/\s[,.!?;:]|\(\s*\)|['’]\s|\b(?:the|a|an|for|of|to)[.!?,]?$/i);
      }
    }
  });

  it('keeps the content of reporting lines in cards, troll lines and threads', () => {
    const byId = (id: string): ModelAnswer => {
      const answer = MODEL_ANSWER_CORPUS.find((a) => a.id === id);
      if (!answer) throw new Error(id);
      return answer;
    };
    expect(shown(byId('normal-reporting-numbered')).lines).toEqual([
      'The launch window for Artemis moved to May 2027.',
      'The delay follows new heat shield tests.',
      'Crew training continues in Houston.',
    ]);
    expect(shown(byId('normal-author-argues')).lines).toEqual([
      'Remote work raised productivity by 13% in a two-year study.',
      'The study found that attrition was cut in half among remote employees.',
      'Managers were the most skeptical group.',
    ]);
    expect(shown(byId('normal-this-tweet-announces')).lines[0]).toBe(
      'Announces an open-source model, Atlas-7B, released under Apache 2.0.',
    );
    expect(shown(byId('normal-they-and-users')).lines).toEqual([
      'The platform says scrapers pillaged its data so much that it was degrading service for normal people.',
      'Introduced temporary reading limits for all accounts.',
      'Verified accounts can read 6,000 posts a day, unverified accounts only 600.',
    ]);
    // "telling users they are" has no honest rewording without the two words: the line goes
    // (a canned joke takes its place), never "telling people people are".
    const trollLines = shown(byId('troll-plain-lines')).lines;
    expect(trollLines).toHaveLength(3);
    expect(trollLines.join(' ')).not.toMatch(/people people|telling people/);
    expect(shown(byId('troll-reporting')).lines[1]).toBe(
      'You are behind, presumably on the road to the nearest prompt bootcamp.',
    );
    expect(shown(byId('thread-detailed-reporting')).lines[1]).toMatch(
      /^Sleeping less than six hours a night is linked to a 30% higher risk/,
    );
  });

  it('keeps the post’s own link and removes the one the model planted', () => {
    const lines = shown(MODEL_ANSWER_CORPUS.find((a) => a.id === 'normal-planted-link')!).lines;
    expect(lines.join('\n')).toContain('jobs.example.com/backend');
    expect(lines.join('\n')).not.toMatch(/evil\.example|phish|token=/);
  });
});
