/** src/core/guard/words/verb-forms.data.ts is exactly what scripts/make-verb-forms.ts makes of compromise. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERB_FORMS_MODULE, verbForms, verbFormsModule } from './make-verb-forms.ts';

describe('the guard’s irregular verb forms', () => {
  it('match what compromise gives (else run npm run data:verb-forms)', () => {
    expect(
      readFileSync(VERB_FORMS_MODULE, 'utf8'),
      'src/core/guard/words/verb-forms.data.ts is stale: run npm run data:verb-forms',
    ).toBe(verbFormsModule());
  });

  it('give each irregular verb its past forms after its base, then its present and gerund, and no regular verb', () => {
    const groups = new Map(verbForms().map((forms) => [forms[0], forms.slice(1)] as const));
    expect(groups.get('see')).toEqual(expect.arrayContaining(['saw', 'seen', 'sees', 'seeing']));
    expect(groups.get('pay')).toEqual(['paid', 'pays', 'paying']);
    expect(groups.has('walk')).toBe(false);
  });
});
