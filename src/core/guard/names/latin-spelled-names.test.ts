/**
 * A name the source writes in Latin letters, written by the line in its own script
 * (latin-spelled-names.ts), read by unsupportedClaims: the author's name in Devanagari holds, with
 * any case ending after it; a name the source never writes, or one half the source's and half
 * new, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spelledInLatin } from './latin-spelled-names.ts';

const RUN =
  'आज दिल्ली हाफ मैराथन 1 घंटा 52 मिनट में पूरी की पिछले साल 2 घंटे 10 मिनट लगे थे। अगला टारगेट: मुंबई फुल मैराथन जनवरी में! #DelhiHalfMarathon';
const RENT =
  'बेंगलुरु में 2BHK का किराया ₹45,000 महीना और मेरी सैलरी ₹80,000। ऊपर से 3 महीने का डिपॉज़िट ₹1.35 लाख।';

const names = (line: string, text: string, author: string, handle: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hi', names: [author, handle] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('the source’s Latin-lettered name in the line’s script', () => {
  it('keeps the author named in Devanagari, given name or whole, with its case ending', () => {
    const neha = (line: string) => names(line, RUN, 'Neha Gupta', 'nehaaruns');
    expect(neha('नेहा ने दिल्ली हाफ मैराथन 1 घंटे 52 मिनट में पूरी की।')).toEqual([]);
    expect(neha('नेहा गुप्ता ने दिल्ली हाफ मैराथन पूरी की।')).toEqual([]);
    expect(neha('नेहा का अगला लक्ष्य मुंबई फुल मैराथन है।')).toEqual([]);
    const ankit = (line: string) => names(line, RENT, 'Ankit Verma', 'ankit_blr');
    // any-ascii's "amkit" and "vrma": the same consonants as "Ankit Verma".
    expect(ankit('अंकित वर्मा का किराया ₹45,000 महीना है।')).toEqual([]);
    expect(ankit('अंकित की सैलरी ₹80,000 है।')).toEqual([]);
  });

  it('stops a name the source never writes, and one half the author’s', () => {
    const neha = (line: string) => names(line, RUN, 'Neha Gupta', 'nehaaruns');
    expect(neha('प्रिया ने दिल्ली हाफ मैराथन पूरी की।')).toEqual(['प्रिया ने']);
    const ankit = (line: string) => names(line, RENT, 'Ankit Verma', 'ankit_blr');
    expect(ankit('रोहित वर्मा का किराया ₹45,000 महीना है।')).toEqual(['रोहित वर्मा']);
    expect(ankit('अंकित शर्मा का किराया ₹45,000 महीना है।')).toEqual(['अंकित शर्मा']);
  });

  it('reads a word as the source’s only where its letters or consonants are', () => {
    const source = { text: 'Neha Gupta\nAnkit Verma' };
    expect(spelledInLatin('नेहा', source)).toBe(true);
    expect(spelledInLatin('गुप्ता', source)).toBe(true);
    expect(spelledInLatin('वर्मा', source)).toBe(true);
    // Two consonants ("dilli", "Delhi") are too few alone: their vowels' places must match too
    // (short-latin-spellings.ts, h284), and "डाका" (daka) is no "Delhi".
    expect(spelledInLatin('दिल्ली', { text: 'Delhi' })).toBe(true);
    expect(spelledInLatin('डाका', { text: 'Delhi' })).toBe(false);
    expect(spelledInLatin('प्रिया', source)).toBe(false);
    // Two letters spell too many words: "ने", the case ending, is no "Neha".
    expect(spelledInLatin('ने', source)).toBe(false);
    expect(spelledInLatin('Neha', source)).toBe(false);
  });
});
