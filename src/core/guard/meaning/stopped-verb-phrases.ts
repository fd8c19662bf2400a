/**
 * A verb of stopping written before the verb it stops ("dejó de aceptar", "σταμάτησε να δέχεται",
 * "הפסיקה לקבל", "liliacha kupokea", "berhenti menerima"): a sentence with one says a negation in
 * other words (h274). no-longer-phrases.ts's STOPPED reads more languages' verbs of stopping,
 * wherever their verb stands; here only those with the stopped verb the word after, so that
 * stopped-verbs.ts can tell which verb a line says goes on. Written by hand: no kept library
 * lists these phrases.
 */

const W = String.raw`(?<![\p{L}\p{M}])`;
const rx = (words: string) => new RegExp(`${W}(?:${words})\\s*`, 'iu');

export const STOPPED_BEFORE: Readonly<Record<string, RegExp>> = {
  es: rx(String.raw`dej(?:ó|a|an|aron|ará|arán)\s+de`),
  ca: rx(String.raw`deix(?:a|à|en|aren)\s+de`),
  pt: rx(String.raw`deix(?:ou|a|am|aram|ará|arão)\s+de`),
  fr: rx(String.raw`(?:cess|arrêt)(?:e|é|ent|era|eront)\s+d(?:e\s|['’])`),
  it: rx(String.raw`smess[oi]\s+di|smett(?:e|ono|erà)\s+di`),
  ro: rx(String.raw`(?:a|au)\s+încetat\s+să`),
  pl: rx(String.raw`przesta\p{L}*|zaprzesta\p{L}*`),
  ru: rx(String.raw`переста\p{L}*`),
  uk: rx(String.raw`переста\p{L}*`),
  el: rx(String.raw`σταμάτ\p{L}*\s+να|έπαψ\p{L}*\s+να`),
  he: rx(String.raw`הפסיק\p{L}*|חדל\p{L}*`),
  // A past or perfect "-acha" (left off) before an infinitive ("liliacha kupokea").
  sw: rx(String.raw`\p{L}*(?:li|me)acha(?=\s+ku)`),
  id: rx('berhenti'),
  ms: rx('berhenti'),
};

/** Whether a text says a thing stopped, its verb after (see above). */
export const saysStoppedBefore = (text: string, lang: string): boolean =>
  STOPPED_BEFORE[lang]?.test(text) === true;
