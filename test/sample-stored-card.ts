/** A stored normal card of the sample post, for tests of card links and their pictures. */
import type { StoredCard } from '#core/index.ts';
import { newCardId } from '#server/cards/card-id.ts';

export function sampleStoredCard(
  profileImage: string,
  overrides: Partial<StoredCard> = {},
): StoredCard {
  return {
    id: newCardId(),
    mode: 'normal',
    username: 'mayabuilds',
    profileImage,
    summary: '• The fix took 2 minutes.\n• Finding it took 45.\n• Every migration gets a dry run.',
    postId: '1790012345678901234',
    postUrl: 'https://x.com/mayabuilds/status/1790012345678901234',
    createdAt: Date.now(),
    ...overrides,
  };
}
