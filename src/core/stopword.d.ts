/** stopword 3.1.5 ships no types: the lists stop-words.ts (and a few readers) read, as its README documents them. */
declare module 'stopword' {
  export const ben: string[];
  export const bul: string[];
  export const deu: string[];
  export const eng: string[];
  export const fin: string[];
  export const fra: string[];
  export const hun: string[];
  export const hrv: string[];
  export const ind: string[];
  export const ita: string[];
  export const nld: string[];
  export const nob: string[];
  export const pol: string[];
  export const por: string[];
  export const rus: string[];
  export const slk: string[];
  export const spa: string[];
  export const swa: string[];
  export const swe: string[];
  export const tgl: string[];
  export const tha: string[];
  export const tur: string[];
  export const ukr: string[];
  export const vie: string[];
}
