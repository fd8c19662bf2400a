import { describe, expect, it } from 'vitest';
import { STOPPED_BEFORE, saysStoppedBefore } from './stopped-verb-phrases.ts';

describe('a verb of stopping before the verb it stops', () => {
  it('finds each language’s verb of stopping', () => {
    const examples: Record<string, string> = {
      es: 'dejó de vender',
      ca: 'deixa de vendre',
      pt: 'deixou de vender',
      fr: "a cessé d'accepter",
      it: 'ha smesso di vendere',
      ro: 'a încetat să vândă',
      pl: 'przestał sprzedawać',
      ru: 'перестал продавать',
      uk: 'перестав продавати',
      el: 'σταμάτησε να πουλάει',
      he: 'הפסיקה למכור',
      sw: 'iliacha kuuza',
      id: 'berhenti menjual',
      ms: 'berhenti menjual',
    };
    expect(Object.keys(examples).sort()).toEqual(Object.keys(STOPPED_BEFORE).sort());
    for (const [lang, text] of Object.entries(examples))
      expect(saysStoppedBefore(text, lang)).toBe(true);
    expect(saysStoppedBefore('vende 300 libros', 'es')).toBe(false);
  });
});
