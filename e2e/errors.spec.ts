/**
 * What the page says when a link gives no card (issue 46, item 5), through the real server and the
 * fakes: for a link of X, Bluesky or Mastodon, what happened, first and alone (a deleted post, a
 * private account, a profile, a network that cannot be reached, by its name); the spec's "Error
 * processing the URL…" only for a link of none of them.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO_STATUS_USER } from '../test/fakes/mastodon-fake.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, type SamplePostName } from '../test/fakes/sample-posts.ts';
import { fakeUrl, resetFakes, setScenario } from './fakes.ts';

const URL_ERROR = "Error processing the URL. Please make sure it's a valid X post.";

const postUrl = (name: SamplePostName) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POST_IDS[name]}`;
const urlInput = (page: Page) => page.getByLabel('Post URL');

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.goto('/');
});

async function generate(page: Page, link: string) {
  await urlInput(page).fill(link);
  await urlInput(page).press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 10_000 });
  return alert;
}

/** The alert says `text` and nothing else: no spec line above it, no second line. */
async function expectAlone(page: Page, text: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(text);
  await expect(alert.locator('.alert__line')).toHaveCount(0);
  await expect(page.getByText('Error processing the URL')).toHaveCount(0);
  // One alert, focused, and the way to a card from the post's words beside it.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(alert).toBeFocused();
  await expect(page.getByRole('button', { name: "Paste the post's text instead" })).toBeVisible();
}

test.describe('a link of X, Bluesky or Mastodon says what happened, first and alone', () => {
  const cases: Array<[string, () => string, string]> = [
    ['a deleted X post', () => postUrl('deleted'), 'This post was deleted.'],
    ['a private X account', () => postUrl('protected'), "This account's posts are private."],
    ['a suspended X account', () => postUrl('suspended'), 'This post is from a suspended account.'],
    [
      'an age-restricted X post',
      () => postUrl('ageRestricted'),
      'This post is age-restricted: X shows it only to logged-in adults.',
    ],
    [
      'a missing X post',
      () => 'https://x.com/nobody_here/status/1799999999999999999',
      'This post does not exist or was deleted.',
    ],
    [
      'an X profile',
      () => 'https://x.com/mayabuilds',
      'That is a profile, not a post. A post link on X looks like https://x.com/someone/status/1234567890.',
    ],
    [
      'a Bluesky profile',
      () => 'https://bsky.app/profile/bsky.app',
      'That is a profile, not a post. A post link on Bluesky looks like https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x.',
    ],
    [
      'a deleted Mastodon post',
      () => `${fakeUrl('mastodon')}/@${DEMO_STATUS_USER}/109999999999999999`,
      'This Mastodon post was deleted, or is not public.',
    ],
  ];
  for (const [name, link, text] of cases) {
    test(name, async ({ page }) => {
      await generate(page, link());
      await expectAlone(page, text);
    });
  }

  test('Bluesky that cannot be reached, by its name', async ({ page }) => {
    await setScenario('bluesky', 'error');
    // A post no other test reads, so the server's post cache cannot answer in its place.
    await generate(page, 'https://bsky.app/profile/bsky.app/post/3zzzerrorzz2a');
    await expectAlone(
      page,
      'We could not reach Bluesky to read this post. Please try again later.',
    );
  });
});

test('a link of none of the three networks gets the spec’s alert, with what a post link looks like', async ({
  page,
}) => {
  const alert = await generate(page, 'https://example.com/article');
  await expect(alert.locator('.alert__line')).toHaveText(URL_ERROR);
  await expect(alert.locator('.alert__detail')).toHaveText(
    'That is not the link of a post. A post link looks like https://x.com/someone/status/1234567890 (X), https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x (Bluesky) or https://mastodon.social/@someone/1234567890 (Mastodon).',
  );
  await expect(page.getByRole('alert')).toHaveCount(1);
});
