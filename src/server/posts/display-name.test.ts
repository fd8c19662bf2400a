/** Display names as a card shows them: one line, emoji kept, no tricks, the author's own words. */
import { describe, expect, it } from 'vitest';
import { cleanDisplayName, MAX_DISPLAY_NAME_GRAPHEMES } from './display-name.ts';

describe('cleanDisplayName', () => {
  it('keeps the name as written, emoji and other scripts included', () => {
    expect(cleanDisplayName('Zoe Park 🚀')).toBe('Zoe Park 🚀');
    expect(cleanDisplayName('سمير الحداد')).toBe('سمير الحداد');
    expect(cleanDisplayName('👩‍💻 Dev <3')).toBe('👩‍💻 Dev <3');
  });

  it('drops bidi overrides, controls and line breaks that would garble the line', () => {
    expect(cleanDisplayName('admin\u202Egpj.exe')).toBe('admingpj.exe');
    expect(cleanDisplayName('  Line one\nline\ttwo\u0007  ')).toBe('Line one line two');
  });

  it('takes out Mastodon’s custom emoji shortcodes of the account, and no other colons', () => {
    expect(cleanDisplayName('Ana :blobcat: 🐘', { shortcodes: ['blobcat'] })).toBe('Ana 🐘');
    expect(cleanDisplayName(':verified: Ana', { shortcodes: ['verified'] })).toBe('Ana');
    expect(cleanDisplayName('Time: 10:30:', { shortcodes: ['blobcat'] })).toBe('Time: 10:30:');
  });

  it('answers nothing for an empty, blank or missing name, so the handle stands in', () => {
    expect(cleanDisplayName('')).toBeUndefined();
    expect(cleanDisplayName(' \u202E ')).toBeUndefined();
    expect(cleanDisplayName(':blobcat:', { shortcodes: ['blobcat'] })).toBeUndefined();
    expect(cleanDisplayName(null)).toBeUndefined();
    expect(cleanDisplayName(42)).toBeUndefined();
  });

  it('cuts an overlong name between graphemes, never inside an emoji', () => {
    const name = '👩‍👩‍👧‍👦'.repeat(MAX_DISPLAY_NAME_GRAPHEMES + 5);
    expect(cleanDisplayName(name)).toBe('👩‍👩‍👧‍👦'.repeat(MAX_DISPLAY_NAME_GRAPHEMES));
  });
});
