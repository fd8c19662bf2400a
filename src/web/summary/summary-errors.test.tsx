/**
 * What the summary panel says when no card comes (issue 46, item 5), for every failure the server
 * gives a link of X, Bluesky or Mastodon and for pasted text: what happened, first and alone, in
 * the server's own words (the bodies below are the server's: its messages live in core). Only a
 * link of no network gets the spec's "Error processing the URL…", with what a post link looks like.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLUESKY_MESSAGES,
  MASTODON_MESSAGES,
  unreadablePostUrlMessage,
  X_MESSAGES,
} from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { pasteInto } from '#test/paste-into.ts';
import { NO_ANSWER } from '#web/api/post-json.ts';
import { PASTE_TEXT_INSTEAD, SUMMARY_FAILED, SummaryPanel, URL_ERROR } from './summary-panel.tsx';

const X_POST = 'https://x.com/someone/status/1234567890123456789';
const BLUESKY_POST = 'https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x';
const MASTODON_POST = 'https://mastodon.social/@someone/109319925765087564';
/** The app's answer to an error of its own (src/server/app.ts). */
const OWN_FAULT = 'Something went wrong on our side. Please try again.';

/** The server answers every request with this error body and status (or no answer at all). */
function answer(status: number | 'none', error?: string) {
  vi.stubGlobal('fetch', async () => {
    if (status === 'none') throw new TypeError('Failed to fetch');
    return jsonResponse({ error }, status);
  });
}

async function generateFrom(link: string) {
  const user = userEvent.setup();
  render(<SummaryPanel onResult={vi.fn()} />);
  await pasteInto(user, screen.getByLabelText('Post URL'), `${link}`, { enter: true });
  return screen.findByRole('alert');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a link of X, Bluesky or Mastodon that gives no card', () => {
  it.each([
    ['X: a deleted post', X_POST, 404, X_MESSAGES.deleted],
    ['X: a gone post', X_POST, 404, X_MESSAGES.notFound],
    ['X: a private account', X_POST, 404, X_MESSAGES.private],
    ['X: a suspended account', X_POST, 404, X_MESSAGES.suspended],
    ['X: an age-restricted post', X_POST, 404, X_MESSAGES.ageRestricted],
    ['X: unreachable', X_POST, 502, X_MESSAGES.unreachable],
    ['X: too slow', X_POST, 504, X_MESSAGES.slow],
    [
      'X: a profile',
      'https://x.com/someone',
      400,
      unreadablePostUrlMessage('https://x.com/someone'),
    ],
    ['X: another page', 'https://x.com/home', 400, unreadablePostUrlMessage('https://x.com/home')],
    ['Bluesky: a missing post', BLUESKY_POST, 404, BLUESKY_MESSAGES.notFound],
    ['Bluesky: an unknown handle', BLUESKY_POST, 404, BLUESKY_MESSAGES.unknownHandle],
    ['Bluesky: logged-in only', BLUESKY_POST, 403, BLUESKY_MESSAGES.loggedInOnly],
    ['Bluesky: quoting off', BLUESKY_POST, 403, BLUESKY_MESSAGES.quotingOff],
    ['Bluesky: unreachable', BLUESKY_POST, 502, BLUESKY_MESSAGES.unreachable],
    [
      'Bluesky: a profile',
      'https://bsky.app/profile/alice.bsky.social',
      400,
      unreadablePostUrlMessage('https://bsky.app/profile/alice.bsky.social'),
    ],
    ['Mastodon: a deleted post', MASTODON_POST, 404, MASTODON_MESSAGES.gone],
    ['Mastodon: logged-in only', MASTODON_POST, 403, MASTODON_MESSAGES.loggedInOnly],
    ['Mastodon: unreachable', MASTODON_POST, 502, MASTODON_MESSAGES.unreachable],
    ['Mastodon: busy', MASTODON_POST, 503, MASTODON_MESSAGES.busy],
    ['Mastodon: not public', MASTODON_POST, 400, MASTODON_MESSAGES.refusedAddress],
    [
      'Mastodon: a profile',
      'https://mastodon.social/@someone',
      400,
      unreadablePostUrlMessage('https://mastodon.social/@someone'),
    ],
    ['our own fault', X_POST, 500, OWN_FAULT],
  ] as const)('%s: says what happened, first and alone', async (_case, link, status, error) => {
    answer(status, error);
    const alert = await generateFrom(link);
    expect(alert.textContent).toBe(error);
    expect(alert.textContent).not.toContain('Error processing the URL');
    expect(alert.querySelector('.alert__detail')).toBeNull();
    // The way to a card from its words stands out beside the alert.
    expect(screen.getByRole('button', { name: PASTE_TEXT_INSTEAD })).toHaveClass('button--primary');
  });

  it('names the network it could not reach, never X for another one', async () => {
    answer(502, BLUESKY_MESSAGES.unreachable);
    expect((await generateFrom(BLUESKY_POST)).textContent).toBe(
      'We could not reach Bluesky to read this post. Please try again later.',
    );
    expect(X_MESSAGES.unreachable).toBe(
      'We could not reach X to read this post. Please try again later.',
    );
    expect(unreadablePostUrlMessage('https://bsky.app/profile/alice.bsky.social')).toMatch(
      /^That is a profile, not a post\./,
    );
  });

  it('says Summary itself could not be reached when no answer came', async () => {
    answer('none');
    expect((await generateFrom(X_POST)).textContent).toBe(NO_ANSWER);
  });
});

describe('a link of none of the three networks', () => {
  it.each(['https://example.com/article', 'https://www.youtube.com/@channel', 'not a link'])(
    '%s: gets the spec’s alert, exactly, with what a post link looks like under it',
    async (link) => {
      const said = unreadablePostUrlMessage(link);
      answer(400, said);
      const alert = await generateFrom(link);
      expect(alert.querySelector('.alert__line')?.textContent).toBe(URL_ERROR);
      expect(URL_ERROR).toBe("Error processing the URL. Please make sure it's a valid X post.");
      expect(alert.querySelector('.alert__detail')?.textContent).toBe(said);
      expect(said).toMatch(/^That is not the link of a post\. A post link looks like /);
    },
  );
});

describe('pasted text that gives no card', () => {
  async function generateFromText(text: string) {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: PASTE_TEXT_INSTEAD }));
    await pasteInto(user, screen.getByRole('textbox', { name: "The post's text" }), text);
    await user.click(screen.getByRole('button', { name: 'Generate Summary from text' }));
    return screen.findByRole('alert');
  }

  it.each([
    [400, "Please paste the post's text: 1 to 20,000 characters."],
    [500, OWN_FAULT],
  ] as const)('a %s says what the server said, never the URL', async (status, error) => {
    answer(status, error);
    const alert = await generateFromText('We open a second shop in Lyon next month.');
    expect(alert.textContent).toBe(error);
  });

  it('says Summary could not be reached, never the URL', async () => {
    answer('none');
    const alert = await generateFromText('We open a second shop in Lyon next month.');
    expect(alert.textContent).toBe(NO_ANSWER);
    expect(SUMMARY_FAILED).not.toMatch(/URL/);
  });
});
