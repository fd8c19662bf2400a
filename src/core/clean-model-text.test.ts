import { describe, expect, it } from 'vitest';
import {
  answerLines,
  capitaliseFirst,
  collapseHorizontalRules,
  cutAtWord,
  isChatter,
  normaliseText,
  removePromptEcho,
  stripChatter,
  stripEmoji,
  stripListMarker,
  stripMarkdown,
  stripWrappingQuotes,
  tidySpaces,
} from './clean-model-text.ts';

describe('removePromptEcho', () => {
  it('keeps what follows an echoed [INST] prompt', () => {
    expect(removePromptEcho('<s>[INST] Summarise this [/INST] The answer.')).toBe('The answer.');
  });

  it('cuts a new [INST] turn the model started on its own', () => {
    expect(removePromptEcho('Line one.\nLine two.\n[INST] Now do another [/INST] More')).toBe(
      'Line one.\nLine two.',
    );
  });

  it('cuts a "User:" turn and an end-of-sequence token', () => {
    expect(removePromptEcho('The answer.\nUser: thanks!')).toBe('The answer.');
    expect(removePromptEcho('The answer.</s>garbage')).toBe('The answer.');
  });

  it('drops an echoed prompt without tags up to its data block and closing cue', () => {
    const raw =
      'You write a card.\n<<<POST ab12>>>\nthe post\n<<<END POST ab12>>>\n\nNow write the 3 lines.\nFirst fact.';
    expect(removePromptEcho(raw)).toBe('First fact.');
  });

  it('keeps the answer when the model only closes the block after it', () => {
    expect(removePromptEcho('First fact.\nSecond fact.\n<<<END POST ab12>>>')).toBe(
      'First fact.\nSecond fact.',
    );
  });

  it('returns an empty string for non-string input', () => {
    expect(removePromptEcho(undefined)).toBe('');
  });
});

describe('normaliseText', () => {
  it('removes zero-width, bidi and control characters but keeps emoji joiners', () => {
    expect(normaliseText('a\u200Bb\u202Ec\u0007d 🧑‍🔧\r\n')).toBe('abcd 🧑‍🔧\n');
  });
});

describe('stripMarkdown', () => {
  it('removes headings, emphasis, code, links and images', () => {
    expect(stripMarkdown('## **Big** _news_ `now` [here](https://x.com) ![img](a.png)')).toBe(
      'Big news now here ',
    );
  });

  it('keeps snake_case words and hashtags', () => {
    expect(stripMarkdown('#AI uses snake_case_names')).toBe('#AI uses snake_case_names');
  });
});

describe('stripListMarker', () => {
  it('removes bullets, dashes and numbers', () => {
    expect(stripListMarker('- point')).toBe('point');
    expect(stripListMarker('• point')).toBe('point');
    expect(stripListMarker('12. point')).toBe('point');
    expect(stripListMarker('(3) point')).toBe('point');
    expect(stripListMarker('b) point')).toBe('point');
  });

  it('keeps numbers that start the sentence itself', () => {
    expect(stripListMarker('1.5 million people voted')).toBe('1.5 million people voted');
    expect(stripListMarker('2024 was a record year')).toBe('2024 was a record year');
  });
});

describe('collapseHorizontalRules', () => {
  it('replaces rule lines with one blank line', () => {
    expect(collapseHorizontalRules('One\n---\n\n***\n_ _ _\nTwo')).toBe('One\n\nTwo');
  });
});

describe('isChatter and stripChatter', () => {
  it('recognises preambles and closing remarks in several languages', () => {
    for (const line of [
      'Sure! Here is a summary:',
      "Here's your thread:",
      'I hope this helps!',
      'Note: kept under 280 characters',
      'Aquí tienes un resumen:',
      '以下は要約です：',
    ]) {
      expect(isChatter(line)).toBe(true);
    }
  });

  it('does not mistake content that starts like chatter', () => {
    for (const line of [
      'Surely prices will drop',
      'Okinawa gets a new airport',
      'Notebook sales doubled',
    ]) {
      expect(isChatter(line)).toBe(false);
    }
  });

  it('keeps the content after a chatty lead-in and drops a bare preamble', () => {
    expect(stripChatter('Here is the caption: Monday mood')).toBe('Monday mood');
    expect(stripChatter('Sure! Here you go')).toBe('');
    expect(stripChatter('Prices rose: 5%')).toBe('Prices rose: 5%');
  });
});

describe('stripEmoji', () => {
  it('removes emoji with their skin tones, joiners and flags', () => {
    expect(stripEmoji('Hi 👍🏽 🧑‍🔧 🇯🇵 1️⃣!')).toBe('Hi    1!');
  });
});

describe('stripWrappingQuotes', () => {
  it('removes quotes around the whole text', () => {
    expect(stripWrappingQuotes('"Hello there"')).toBe('Hello there');
    expect(stripWrappingQuotes('“Hello there”')).toBe('Hello there');
  });

  it('keeps a quoted phrase at the end of the text', () => {
    expect(stripWrappingQuotes('He said "no"')).toBe('He said "no"');
  });

  it('removes a stray quote whose partner was cut off', () => {
    expect(stripWrappingQuotes('"Hello there')).toBe('Hello there');
  });
});

describe('tidySpaces and capitaliseFirst', () => {
  it('squeezes spaces and removes spaces before punctuation and leading commas', () => {
    expect(tidySpaces(' ,  Prices  rise ,  fast  . ')).toBe('Prices rise, fast.');
  });

  it('capitalises the first letter, also after an emoji, but never a hashtag', () => {
    expect(capitaliseFirst('gm')).toBe('Gm');
    expect(capitaliseFirst('🚀 to the moon')).toBe('🚀 To the moon');
    expect(capitaliseFirst('#bitcoin rules')).toBe('#bitcoin rules');
    expect(capitaliseFirst('élan')).toBe('Élan');
  });
});

describe('cutAtWord', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(cutAtWord('one two three four five', 12)).toBe('one two…');
  });

  it('leaves short text alone', () => {
    expect(cutAtWord('short', 10)).toBe('short');
  });
});

describe('answerLines', () => {
  it('gives the content lines of a chatty markdown answer', () => {
    const raw =
      'Sure! Here you go:\n\n```\n## Summary\n- **One** fact here\n---\n2. "Two facts here"\n```';
    expect(answerLines(raw)).toEqual(['Summary', 'One fact here', 'Two facts here']);
  });
});

describe('capitaliseFirst on a line that starts with a link', () => {
  it('leaves the link as written', () => {
    expect(capitaliseFirst('https://example.com/a is the source')).toBe(
      'https://example.com/a is the source',
    );
    expect(capitaliseFirst('www.example.com has it')).toBe('www.example.com has it');
    expect(capitaliseFirst('“http://example.com” first')).toBe('“http://example.com” first');
  });
});
