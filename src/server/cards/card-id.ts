/** Short random card ids: 8 random bytes as base64url, 11 URL-safe characters (64 bits, unguessable). */
import { randomBytes } from 'node:crypto';

const CARD_ID = /^[A-Za-z0-9_-]{8,12}$/;

export const newCardId = (): string => randomBytes(8).toString('base64url');

/** True for a string shaped like a card id (8-12 URL-safe characters). */
export const isCardId = (value: string): boolean => CARD_ID.test(value);
