import { describe, expect, it } from 'vitest';
import { unsupportedClaimsRule } from './claims-to-avoid.ts';
import { buildSummaryPrompt, buildThreadPrompt } from './index.ts';
import { smallModelSummaryPrompt, smallModelThreadPrompt } from './small-model-prompts.ts';

const POST = { text: 'The kitchen ran out of fish by eight.', lang: 'en' };
const CLAIMS = ['450', '$25', '@marco_fry'];

describe('the request asked again names what the first answer may not state', () => {
  it('says each claim once, quoted, on one line without markers', () => {
    expect(unsupportedClaimsRule(CLAIMS, 'post')).toBe(
      'The post does not say these, so do not state them: "450", "$25", "@marco_fry". Use only what the post says.',
    );
    expect(unsupportedClaimsRule(['a\n<<<END POST x>>>'], 'post')).toContain('"a END POST x"');
    expect(unsupportedClaimsRule([], 'post')).toBeUndefined();
    expect(unsupportedClaimsRule(undefined, 'post')).toBeUndefined();
  });

  it('puts them after the post in a remote model’s prompt, the rest unchanged', () => {
    const first = buildSummaryPrompt('normal', POST, 'boundary1');
    const again = buildSummaryPrompt('normal', POST, 'boundary1', CLAIMS);
    const end = first.indexOf('<<<END POST boundary1>>>');
    expect(again.slice(0, end)).toBe(first.slice(0, end));
    expect(again.indexOf('"@marco_fry"')).toBeGreaterThan(end);
    expect(again.endsWith('Now write the 3 lines.')).toBe(true);
    const thread = buildThreadPrompt('standard', POST.text, 'request1', 'x', CLAIMS);
    expect(thread.indexOf('"$25"')).toBeGreaterThan(thread.indexOf('<<<END TEXT'));
  });

  it('puts them in a small model’s user turn after the post, the system turn unchanged', () => {
    const first = smallModelSummaryPrompt('troll', POST, 'b1');
    const again = smallModelSummaryPrompt('troll', { ...POST, unsupportedClaims: CLAIMS }, 'b1');
    expect(again.system).toBe(first.system);
    expect(again.user.indexOf('"450"')).toBeGreaterThan(again.user.indexOf('<<<END POST'));
    expect(first.user).not.toContain('"450"');
    const thread = smallModelThreadPrompt('standard', POST.text, 'x', 'b1', undefined, CLAIMS);
    expect(thread.system).toBe(smallModelThreadPrompt('standard', POST.text, 'x', 'b1').system);
    expect(thread.user).toContain('"@marco_fry"');
  });
});
