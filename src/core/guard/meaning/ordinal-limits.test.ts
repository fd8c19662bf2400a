import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { widenedGroups } from './widened-groups.ts';

const stopped = (text: string, lang: string, line: string) =>
  widenedGroups(line, claimSource({ text, lang }));

const MOUSEIO =
  'Το μουσείο θα είναι ανοιχτό καθημερινά εκτός Τρίτης. Την πρώτη Κυριακή κάθε μήνα η είσοδος είναι ελεύθερη για όλους.';
const MUSEUM =
  'The museum opens on Saturday. Entry is free for everyone on the first Sunday of every month.';

describe('a group an ordinal limits, said of every one of it', () => {
  it.each([
    ['el', MOUSEIO, 'Κάθε Κυριακή η είσοδος στο μουσείο είναι ελεύθερη για όλους.'],
    ['en', MUSEUM, 'Entry is free for everyone every Sunday.'],
  ])('stops a %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    ['el', MOUSEIO, 'Την πρώτη Κυριακή του μήνα η είσοδος είναι ελεύθερη για όλους.'],
    ['el', MOUSEIO, 'Το μουσείο θα είναι ανοιχτό κάθε μέρα εκτός Τρίτης.'],
    ['en', MUSEUM, 'Entry is free for everyone every first Sunday of the month.'],
    [
      'en',
      MUSEUM.replace('the first Sunday of every month', 'Sundays'),
      'Entry is free every Sunday.',
    ],
  ])('keeps a %s line that keeps the limit, or whose post has none', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
