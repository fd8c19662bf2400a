import { describe, expect, it } from 'vitest';
import { sameVerbForm } from './verb-forms.ts';

describe('an irregular verb’s forms', () => {
  it('are one verb whatever their letters', () => {
    expect(sameVerbForm('saw', 'seen')).toBe(true);
    expect(sameVerbForm('seen', 'see')).toBe(true);
    expect(sameVerbForm('paid', 'pay')).toBe(true);
    expect(sameVerbForm('went', 'gone')).toBe(true);
    // The present and the gerund too.
    expect(sameVerbForm('sees', 'seen')).toBe(true);
    expect(sameVerbForm('thinks', 'thought')).toBe(true);
    expect(sameVerbForm('going', 'went')).toBe(true);
  });

  it('are not another verb’s, nor a word no verb holds', () => {
    expect(sameVerbForm('saw', 'sold')).toBe(false);
    expect(sameVerbForm('seen', 'sign')).toBe(false);
    expect(sameVerbForm('sees', 'sells')).toBe(false);
    expect(sameVerbForm('login', 'login')).toBe(false);
  });
});
