import { describe, expect, it } from 'vitest';
import { isGravePost } from './grave-post.ts';

/** Posts about loss or harm, in English, Spanish, Japanese and Arabic. */
const GRAVE = [
  'At least 14 people were killed when an earthquake struck central Chile on Tuesday.',
  'Floods have displaced thousands across the region.',
  'Three wounded in a shooting outside the stadium.',
  'My father passed away this morning after a long illness.',
  'She was diagnosed with cancer last year.',
  'Al menos 14 muertos tras un terremoto en el centro de Chile.',
  'チリ中部で地震、少なくとも14人が死亡。',
  'مقتل 14 شخصا في زلزال ضرب وسط تشيلي',
];

/**
 * A pet's or a person's death in the words people use for it (issue: "in any wording"), in
 * English, Spanish, French, German and Portuguese.
 */
const LOSS = [
  'Today we said goodbye to our old dog. 14 years of walks.',
  'We had to put our cat down this morning.',
  'Had to put down our sweet old labrador today.',
  'my grandma passed away on Sunday',
  'Lost my dad last night. Hug your parents.',
  'RIP buddy, you were the best boy.',
  'Max crossed the rainbow bridge this morning.',
  'In loving memory of Rosa, 1931-2024.',
  'Our vet put her to sleep after 16 years with us. Miss you, old girl.',
  'Our rabbit was put to sleep yesterday.',
  'The funeral is on Friday at 11.',
  'My grandpa died on Tuesday.',
  'Our dog is dying and there is nothing the vet can do.',
  'My mum passed last night, peacefully.',
  'Hoy nos despedimos de nuestro perro, 15 años juntos.',
  'Perdí a mi padre anoche.',
  'Mi abuela falleció esta mañana.',
  'Descanse en paz, amigo.',
  'Tuvimos que sacrificar a nuestra gata.',
  'Mon grand-père est décédé cette nuit.',
  "J'ai perdu ma mère la semaine dernière.",
  'Nous avons dû faire euthanasier notre chien.',
  'Repose en paix, petit chat.',
  'Nous avons dû faire piquer notre chat hier.',
  'Mein Vater ist gestern gestorben.',
  'Wir mussten unseren Hund einschläfern lassen.',
  'Ruhe in Frieden, Oma.',
  'Die Beerdigung ist am Freitag.',
  'Minha avó faleceu ontem.',
  'Perdi meu pai ontem à noite.',
  'Hoje nos despedimos do nosso cachorro.',
  'Descanse em paz, amigo.',
  'Two killed in a crash on the A1.',
  'He was killed in a car accident last spring.',
];

/** Ordinary posts, one with words that only look grave inside longer ones ("deadline"). */
const ORDINARY = [
  'We shipped Bun 1.2 with a built-in S3 client.',
  'Our bakery switched to a four-day week in March.',
  'The deadline moved to Friday, the bodybuilding contest to Sunday.',
  'Read 52 books this year by replacing scrolling with a paperback.',
];

/** Figures of speech with the words of death in them: the jokes stay. */
const FIGURES = [
  'She absolutely killed it on stage tonight.',
  'Good news: this bug is dead.',
  'Saying goodbye to our old office this week, moving to a bigger space.',
  "I'm dying of laughter at this thread 😂",
  'Finally managed to put the kids to sleep before 8.',
  'My phone died halfway through the meeting.',
  'Lost my keys again, third time this week.',
  'RIP Google Reader, the best app ever made.',
  'We are killing it this quarter, revenue up 40%.',
  'Dead simple: one command and the app is deployed.',
  'My dad passed the driving test at 70!',
  'Lost my voice at the concert last night.',
  'La mejor fiesta del año, nos despedimos de la oficina vieja.',
  'Mein Akku ist leer und das Spiel ist tot.',
  'Finally put her to sleep after three lullabies.',
  '3 dead pixels on my new monitor, sending it back.',
  "She's dead serious about the four-day week.",
  'This joke killed me 😂',
  'Nos morimos de risa, estoy muerto de risa.',
  "J'étais mort de rire pendant tout le film.",
  'Bought a tote bag at the museum shop.',
  'RIP to our group chat, nobody posts anymore.',
  'The chat is dead tonight, where is everyone?',
  'Said goodbye to my pet project after six years on GitHub.',
  'Lost my dog food coupon again.',
];

describe('isGravePost', () => {
  it.each(GRAVE)('reads deaths, disasters, violence and illness as grave: %s', (text) => {
    expect(isGravePost(text)).toBe(true);
  });

  it.each(LOSS)('reads a pet’s or a person’s death as grave, whatever the words: %s', (text) => {
    expect(isGravePost(text)).toBe(true);
  });

  it.each(ORDINARY)('leaves ordinary posts to the jokes: %s', (text) => {
    expect(isGravePost(text)).toBe(false);
  });

  it.each(FIGURES)('leaves figures of speech to the jokes: %s', (text) => {
    expect(isGravePost(text)).toBe(false);
  });
});
