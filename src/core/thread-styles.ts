/** The six thread styles: display name, how to write, the voice, and the style's own hashtag. */
import type { ThreadStyleId } from './constants.ts';

/** One voice a thread can be written in. */
export interface ThreadStyle {
  readonly id: ThreadStyleId;
  /** The button label. */
  readonly name: string;
  /** What the model must do, as an imperative the prompt quotes. */
  readonly instruction: string;
  /** How it must sound, as a short description of voice and word choice. */
  readonly tone: string;
  /** Appended to the last post when it has no hashtag of its own. */
  readonly hashtag: string;
  /**
   * The voice's own slang its tone invites, which a model may write as tags (#HODL): the style's
   * words, not claims about the text, so the claims guard lets them through.
   */
  readonly voiceTags?: readonly string[];
}

/** Every style by id; the wording is ours and deliberately far apart so a 7B model changes voice. */
export const THREAD_STYLES: Readonly<Record<ThreadStyleId, ThreadStyle>> = Object.freeze({
  standard: {
    id: 'standard',
    name: 'Standard',
    instruction:
      'Explain the main points of the text clearly, in a logical order: open with the key idea, give one point per post, and close with a short takeaway.',
    tone: 'Clear, friendly and neutral. Plain everyday words, full sentences, no hype, at most one emoji in the whole thread.',
    hashtag: '#Thread',
  },
  exciting: {
    id: 'exciting',
    name: 'Exciting',
    instruction:
      'Turn the text into a high-energy thread: open with a bold hook that makes people stop scrolling, make every post build the excitement, and end with a call to share.',
    tone: 'Enthusiastic and punchy. Short sentences, strong verbs, exclamation marks, and one or two fitting emojis per post.',
    hashtag: '#MindBlown',
  },
  detailed: {
    id: 'detailed',
    name: 'Detailed',
    instruction:
      'Write an in-depth explainer: define the key terms, keep every number, name and date from the text, explain causes and consequences, and end with a concise summary.',
    tone: 'Precise, calm and educational, like a patient teacher. Complete sentences, no slang, no emojis, no exaggeration.',
    hashtag: '#DeepDive',
  },
  journalist: {
    id: 'journalist',
    name: 'Journalist',
    instruction:
      'Report the text as a news story: lead with who, what, when and where, then context and impact, attribute claims to their source ("according to"), and close with what happens next.',
    tone: 'Objective, factual and concise, like a wire-service reporter. Third person, no opinions, no emojis, no exclamation marks.',
    hashtag: '#BreakingNews',
  },
  troll: {
    id: 'troll',
    name: 'Troll',
    instruction:
      'Write a playful satirical roast of the ideas in the text: exaggerate them, add ironic asides and absurd comparisons, and end with a cheeky mic-drop line. Mock ideas, never people, groups or identities.',
    tone: 'Sarcastic, deadpan and mischievous internet humour, with a wink. Funny, never hateful, no slurs, no insults about who someone is.',
    hashtag: '#HotTake',
  },
  cryptobro: {
    id: 'cryptobro',
    name: 'Crypto Bro',
    instruction:
      'Retell the text as an over-the-top crypto enthusiast who sees every topic as the next moonshot: relate each point to markets, "alpha" and going to the moon, and end by telling everyone they are still early.',
    tone: 'Hyped crypto slang: gm, ser, WAGMI, HODL, LFG, diamond hands, "this is huge". Rocket and chart emojis, ALL-CAPS bursts. Never give real financial advice.',
    hashtag: '#WAGMI',
    voiceTags: ['#HODL', '#LFG', '#GM', '#ToTheMoon', '#DiamondHands'],
  },
});
