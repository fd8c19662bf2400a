/** The public surface of core: every rule of the product, pure and without I/O. */
export type * from './api-types.ts';
export type { FittedThread } from './author-thread.ts';
export {
  AUTHOR_THREAD_MAX_POSTS,
  fitAuthorThread,
  markedPostTexts,
  markedThreadPosts,
  markedThreadText,
  THREAD_CUT_LABEL,
  threadCutNote,
  threadLabel,
  threadQuotedNote,
  threadSummedUpNote,
  unmarkThreadText,
  warnedPostText,
  wholeThreadHeading,
} from './author-thread.ts';
export { authorWords, quotedPostText } from './author-words.ts';
export { buildSummaryPrompt, buildThreadPrompt } from './build-prompt.ts';
export {
  cardProvenance,
  isRightToLeft,
  isWriterLanguage,
  languageName,
  namedLanguage,
  normaliseLanguageTag,
  rulesCannotTranslate,
  threadProvenance,
  WRITER_LANGUAGES,
  type WriterLanguage,
} from './card-languages.ts';
export type { CardSizeId } from './card-sizes.ts';
export { CARD_SIZE_IDS, CARD_SIZE_NAMES, isCardSizeId } from './card-sizes.ts';
export type { CardTheme } from './card-themes.ts';
export { CARD_THEMES } from './card-themes.ts';
export { sameTextKey } from './clean-model-text.ts';
export * from './constants.ts';
export type { EnglishGuessOptions } from './detect-language.ts';
export { detectLanguage, isEnglishText, textLanguage } from './detect-language.ts';
export {
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  FALLBACK_THREAD,
} from './fallbacks.ts';
export type { GenerationParameters } from './generation-parameters.ts';
export { summaryParameters, threadParameters } from './generation-parameters.ts';
export { gifSearchQuery } from './gif-search-query.ts';
export { isGravePost } from './grave-post.ts';
export type {
  CheckedUnit,
  ClaimKind,
  ClaimSource,
  ClaimSourceInput,
  GuardMode,
  GuardShape,
  UnsupportedClaim,
} from './guard/index.ts';
export {
  answerFromUnits,
  answerUnits,
  CLAIM_KINDS,
  checkUnits,
  claimSource,
  claimTexts,
  createSafeHeads,
  GUARD_MODES,
  GUARD_UNITS,
  guardShape,
  lineBeingWrittenFails,
  NUMBER_WORD_LANGUAGES,
  openQuoteAt,
  safeHead,
  safeSoFar,
  shownUnits,
  unsupportedClaims,
} from './guard/index.ts';
export type { AnswerSchema, AnswerShape } from './model-answer-json.ts';
export {
  answerTextFromJson,
  cardAnswerSchema,
  cardAnswerShape,
  splitGifWords,
  threadAnswerSchema,
  threadPostMaxChars,
} from './model-answer-json.ts';
export type { PostRules } from './network-post-rules.ts';
export {
  graphemeCount,
  mastodonLength,
  NETWORK_POST_RULES,
  X_POST_RULES,
} from './network-post-rules.ts';
export type { PostUrl } from './parse-post-url.ts';
export { isThreadsPostUrl, parsePostUrl, THREADS_POST_MESSAGE } from './parse-post-url.ts';
export {
  completeLines,
  halfWordShows,
  MIN_WORDS_SHOWN,
  modelLinesOf,
  shownSoFar,
} from './partial-answer.ts';
export type { FoundLink } from './path-links.ts';
export { findPathLinks } from './path-links.ts';
export type { GiphyImageItem } from './pick-gif.ts';
export { pickGif } from './pick-gif.ts';
export type * from './post-facts.ts';
export { BLUESKY_MESSAGES, MASTODON_MESSAGES, X_MESSAGES } from './post-failure-messages.ts';
export { postLength } from './post-length.ts';
export {
  POST_URL_FORM,
  POST_URL_FORMS,
  type PostLink,
  PROFILE_NOT_POST,
  readPostLink,
  unreadablePostUrlMessage,
} from './post-link.ts';
export type { NetworkId, PostRef } from './post-ref.ts';
export {
  isBlueskyHost,
  isDomainName,
  isNetworkId,
  NETWORK_IDS,
  postRefKey,
  readPostUrl,
} from './post-ref.ts';
export type { ReactionMood } from './reaction-moods.ts';
export type { ReactionPicture } from './reaction-pictures.ts';
export {
  isReactionPicturePath,
  pickReactionPicture,
  REACTION_PICTURE_PREFIX,
  REACTION_PICTURES,
  reactionPictureOfPath,
} from './reaction-pictures.ts';
export { hasBannedWord, removeBannedWords } from './remove-banned-words.ts';
export type { ShapeOptions } from './remove-foreign-links.ts';
export {
  allowedLinks,
  findEmails,
  findLinks,
  hasLink,
  removeForeignLinks,
  replaceLinks,
} from './remove-foreign-links.ts';
export type { ModelFailure, RulesReason } from './rules-reason.ts';
export {
  isModelFailure,
  isRulesReason,
  MODEL_FAILURE_REASONS,
  MODEL_FAILURES,
  rulesReasonText,
} from './rules-reason.ts';
export { scriptLanguage, taggedOrDetected } from './script-language.ts';
export { segmentsOf } from './segments-of.ts';
export { shapeMemeCaption } from './shape-meme-caption.ts';
export { formatSummary, shapeSummary } from './shape-summary.ts';
export type { ThreadShapeOptions } from './shape-thread.ts';
export { shapeThread, threadPostsSoFar } from './shape-thread.ts';
export { shapeTroll, TROLL_EMOJIS, TROLL_JOKES } from './shape-troll.ts';
export type { SmallModelPrompt } from './small-model-prompts.ts';
export {
  SMALL_MODEL_MAX_SOURCE_CHARS,
  smallModelInstructions,
  smallModelSummaryPrompt,
  smallModelThreadPrompt,
  TONE_RULE,
} from './small-model-prompts.ts';
export type { SentenceSpan } from './split-sentences.ts';
export { sentenceSpans, splitSentences } from './split-sentences.ts';
export { reportingClauseWarmSteps, stripReportingClause } from './strip-reporting-clause.ts';
export { addHashtags } from './thread-hashtags.ts';
export type { ThreadStyle } from './thread-styles.ts';
export { THREAD_STYLES } from './thread-styles.ts';
export type { ThreadText } from './thread-window.ts';
export { pieceSpans, readThreadText, threadLeft, threadSpans } from './thread-window.ts';
