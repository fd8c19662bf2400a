import { describe, expect, it } from 'vitest';
import { tradedFates } from './traded-fates.ts';

const COURT = {
  text: 'A sessions court in Pune on Tuesday sentenced former bank manager Ramesh Kulkarni to seven years in prison for siphoning ₹4.8 crore from 130 customer accounts. The court also fined him ₹25 lakh. His co-accused, clerk Sunil Pawar, was acquitted for lack of evidence.',
  langs: ['en'],
};
const COUNCIL = {
  text: "Il Consiglio comunale di Bologna ha approvato il piano. L'opposizione ha chiesto un referendum, respinto dalla maggioranza. Il sindaco Marco Ferri: «Meno incidenti, strade più sicure».",
  langs: ['it'],
};

describe("two of the post's parties given each other's fate", () => {
  it.each([
    [
      COURT,
      'Clerk Sunil Pawar was sentenced to seven years in prison, while Ramesh Kulkarni was acquitted.',
    ],
    [COUNCIL, "La maggioranza ha chiesto un referendum, respinto dall'opposizione."],
  ])('stops the traded fates (%#)', (source, line) => {
    expect(tradedFates(line, source)).toHaveLength(1);
  });

  it.each([
    [
      COURT,
      'Ramesh Kulkarni was sentenced to seven years in prison, while clerk Sunil Pawar was acquitted.',
    ],
    [
      COURT,
      'Clerk Sunil Pawar, who was accused alongside him, was acquitted for want of evidence.',
    ],
    [COUNCIL, "La maggioranza ha bocciato la richiesta di referendum avanzata dall'opposizione."],
    [COUNCIL, "L'opposizione voleva un referendum, ma la maggioranza l'ha respinto."],
  ])('keeps each fate with its own party (%#)', (source, line) => {
    expect(tradedFates(line, source)).toEqual([]);
  });
});
