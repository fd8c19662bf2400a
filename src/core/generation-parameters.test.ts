import { describe, expect, it } from 'vitest';
import { THREAD_STYLE_IDS } from './constants.ts';
import { summaryParameters, threadParameters } from './generation-parameters.ts';

describe('summaryParameters', () => {
  it('gives a normal summary 200 tokens at 0.7', () => {
    expect(summaryParameters('normal', 'A short post.')).toEqual({
      max_new_tokens: 200,
      temperature: 0.7,
    });
  });

  it('gives a normal summary of a source over 1500 characters 250 tokens', () => {
    expect(summaryParameters('normal', 'a'.repeat(1501)).max_new_tokens).toBe(250);
    expect(summaryParameters('normal', 'a'.repeat(1500)).max_new_tokens).toBe(200);
  });

  it('gives troll mode 250 tokens at 0.9 whatever the source length', () => {
    expect(summaryParameters('troll', 'x')).toEqual({ max_new_tokens: 250, temperature: 0.9 });
    expect(summaryParameters('troll', 'x'.repeat(5000)).max_new_tokens).toBe(250);
  });

  it('gives a meme caption 80 tokens at 1.0', () => {
    expect(summaryParameters('meme', 'x')).toEqual({ max_new_tokens: 80, temperature: 1 });
  });
});

describe('threadParameters', () => {
  it('samples a standard thread at 0.9 with the fixed thread settings', () => {
    expect(threadParameters('standard', false)).toEqual({
      max_new_tokens: 1000,
      temperature: 0.9,
      top_p: 0.95,
      top_k: 80,
      repetition_penalty: 1.15,
    });
  });

  it('raises the temperature by 0.05 on regenerate, as an exact 0.95', () => {
    expect(threadParameters('standard', true).temperature).toBe(0.95);
  });

  it('shifts the temperature by style', () => {
    const byStyle = Object.fromEntries(
      THREAD_STYLE_IDS.map((id) => [id, threadParameters(id, false).temperature]),
    );
    expect(byStyle).toEqual({
      standard: 0.9,
      exciting: 0.95,
      troll: 0.95,
      cryptobro: 0.97,
      detailed: 0.85,
      journalist: 0.85,
    });
  });

  it('caps the temperature at 0.98 when style and regenerate add up past it', () => {
    expect(threadParameters('cryptobro', true).temperature).toBe(0.98);
    expect(threadParameters('exciting', true).temperature).toBe(0.98);
    expect(threadParameters('troll', true).temperature).toBe(0.98);
  });

  it('regenerates calmer styles at base creativity exactly', () => {
    expect(threadParameters('detailed', true).temperature).toBe(0.9);
    expect(threadParameters('journalist', true).temperature).toBe(0.9);
  });
});
