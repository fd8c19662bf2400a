/**
 * The names and ids a Mastodon instance answers, checked before any of them reaches our answer,
 * a card or its page: the instance is whatever host a visitor pasted, so what it says is untrusted.
 * An `acct` is `user` (an account of that instance) or `user@domain` (a remote one), the user of
 * letters, digits and underscores, the domain a DNS name (Mastodon writes it in punycode); a
 * status id is digits, as in the links core reads (`post-ref.ts`).
 */
import { isDomainName } from '#core/index.ts';

const USER = /^[A-Za-z0-9_]{1,64}$/;
const STATUS_ID = /^\d{1,20}$/;

/** Whether `acct` is `user` or `user@domain` as above: no markup, spaces or control characters. */
export function isMastodonAcct(acct: string): boolean {
  const at = acct.indexOf('@');
  if (at < 0) return USER.test(acct);
  return USER.test(acct.slice(0, at)) && isDomainName(acct.slice(at + 1));
}

/** Whether `id` is a Mastodon status id: 1 to 20 digits. */
export const isMastodonStatusId = (id: string): boolean => STATUS_ID.test(id);
