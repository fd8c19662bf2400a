/**
 * The writing room: how a card or a thread is written, once a route has read its request. Who
 * writes (the model, or the rules writer standing in for it), asking within the budget and the
 * slot, the guard's check of every line and its second ask, the partials of a streamed answer, the
 * author's thread as the writer reads it, a card's lines shaped from the answer, and the card
 * stored and reused. Routes call it through this file alone.
 */
export { cardGuard, threadGuard } from './answer-guard.ts';
export {
  generateText,
  limitModelAnswer,
  rulesAnswer,
  textWriter,
  visitorSignal,
  withAnswerer,
} from './generate-text.ts';
export { whenGuardWorkerGone } from './guard-client.ts';
export { quoteCard } from './quote-card.ts';
export {
  countUnusedAnswer,
  givesGifWords,
  memeCaption,
  readableText,
  rulesJokeIn,
  shapeCard,
} from './shape-card.ts';
export { findReusable, type StoredPost, storeCard, storedAnswer } from './stored-cards.ts';
export { streamAnswer, streamFinished, wantsEventStream } from './stream-answer.ts';
export { threadWindow } from './thread-window.ts';
export { warmGuardSoon } from './warm-guard.ts';
export { fitWrittenThread, readWrittenThread } from './written-thread.ts';
