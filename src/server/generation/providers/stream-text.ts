/**
 * A generator's text as a stream of pieces, whichever generator it is: its own `stream` when it
 * has one (OpenAI-compatible, TGI), else its whole answer handed out line by line (the embedded
 * local writer, which writes in one go: the web app still fills the card line by line).
 */
import type { GenerationRequest, TextGenerator } from '../../services.ts';

/** `text` in pieces that each end with a newline, the last one without. */
export function* linesOf(text: string): Generator<string> {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    yield index < lines.length - 1 ? `${line}\n` : line;
  }
}

/**
 * The pieces of `generator`'s answer to `request`, as they are written; `onWritten` is told the
 * model's tokens behind each piece when the generator counts them (TextGenerator.stream).
 */
export async function* streamText(
  generator: TextGenerator,
  request: GenerationRequest,
  signal?: AbortSignal,
  onWritten?: (tokens: number) => void,
): AsyncGenerator<string, void, undefined> {
  if (generator.stream) {
    yield* generator.stream(request, signal, onWritten);
    return;
  }
  const text = await generator.generate(request, signal);
  for (const piece of linesOf(text)) {
    signal?.throwIfAborted();
    if (piece) yield piece;
  }
}
