/** sentencex 0.4.2 ships no types: its one export, as its README documents it. */
declare module 'sentencex' {
  /** The text's sentences in order, each as written (spaces around it trimmed). */
  export default function segment(language: string, text: string): string[];
}
