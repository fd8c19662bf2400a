/**
 * What an instance answers is believed only in the shapes Mastodon gives (issue 30): an `acct`
 * of `user` or `user@domain`, a status id of digits, the status asked for or a boost of it.
 * Each tampered answer is served by the Mastodon fake over 127.0.0.1 and refused with a reason
 * that does not repeat the instance's text.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MastodonFake, startMastodonFake } from '#fakes/mastodon-fake.ts';
import { parsePrivateHosts } from '../image-proxy/allowed-hosts.ts';
import { isMastodonAcct, isMastodonStatusId } from './mastodon-ids.ts';
import { createMastodonSource, MASTODON_MESSAGES, type MastodonSource } from './mastodon-source.ts';

describe('isMastodonAcct', () => {
  it.each([
    'admin',
    'Gargron',
    'mastodonpy_test_2',
    'carol@remote.example',
    'x@xn--bcher-kva.example',
  ])('accepts %s', (acct) => {
    expect(isMastodonAcct(acct)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a right-to-left override', 'admin\u202Egpj.exe'],
    ['a space', 'ad min'],
    ['a newline', 'admin\n'],
    ['a leading @', '@admin'],
    ['an empty user', '@remote.example'],
    ['two domains', 'a@b.example@c.example'],
    ['a domain with an underscore', 'admin@evil_host.example'],
    ['a single-label domain', 'admin@localhost'],
    ['an IP address', 'admin@127.0.0.1'],
    ['a port', 'admin@remote.example:443'],
    ['a quote', 'a"b'],
    ['fullwidth letters', 'ａｄｍｉｎ'],
    ['a user of 65 characters', 'a'.repeat(65)],
  ])('refuses %s', (_name, acct) => {
    expect(isMastodonAcct(acct)).toBe(false);
  });

  it('takes status ids of 1 to 20 digits only', () => {
    expect(isMastodonStatusId('117020583223442465')).toBe(true);
    for (const id of ['', '12a', '-1', '1e5', ' 1', '١٢٣', '1'.repeat(21)]) {
      expect(isMastodonStatusId(id), id).toBe(false);
    }
  });
});

describe("an instance's answer, through the source", () => {
  let fake: MastodonFake;
  let host: string;
  let source: MastodonSource;

  beforeAll(async () => {
    fake = await startMastodonFake();
    host = new URL(fake.url).host;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    // A fresh source each time: no pacing or rate limit carried over from another test.
    source = createMastodonSource({ privateHosts: parsePrivateHosts([host]) });
  });

  const read = (id: string) => source.fetchPost({ host, scheme: 'http', id });

  it.each([
    ['acct-markup', '117020583223442465', MASTODON_MESSAGES.badAccount, '<img'],
    ['acct-rtl', '117020583223442465', MASTODON_MESSAGES.badAccount, '\u202E'],
    ['acct-spaces', '117020583223442465', MASTODON_MESSAGES.badAccount, 'ad min'],
    ['acct-bad-domain', '117020583223442465', MASTODON_MESSAGES.badAccount, 'evil_host'],
    ['mention-markup', '117020583258292382', MASTODON_MESSAGES.badAccount, '<b>'],
    ['quote-markup', '117020582925004921', MASTODON_MESSAGES.badAccount, 'a"b'],
    ['id-letters', '117020583223442465', MASTODON_MESSAGES.badId, '465a'],
    ['other-id', '117020583223442465', MASTODON_MESSAGES.otherPost, '466'],
  ])('refuses %s with a 502 and a reason', async (scenario, id, message, untrusted) => {
    fake.setScenario(scenario);
    const error = await read(id).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'HttpError', status: 502, message });
    expect((error as Error).message).not.toContain(untrusted);
    expect(fake.calls).toHaveLength(1);
  });

  it('refuses an id that is not digits with a 400, without calling the instance', async () => {
    for (const id of ['abc', '12/../1', '1?x=1', '']) {
      await expect(read(id), id).rejects.toMatchObject({
        status: 400,
        message: MASTODON_MESSAGES.notAnId,
      });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('accepts a boost of the asked status as that status, and refuses a boost of another', async () => {
    fake.setScenario('boost-of');
    await expect(read('117020583223442465')).resolves.toMatchObject({
      network: 'mastodon',
      id: '117020583223442465',
      username: 'mastodonpy_test@127.0.0.1',
      tweetText: 'Toot!',
      postUrl: `${fake.url}/@mastodonpy_test/117020583223442465`,
    });
    fake.setScenario('boost-of-other');
    await expect(read('117020583223442465')).rejects.toMatchObject({
      status: 502,
      message: MASTODON_MESSAGES.otherPost,
    });
  });

  it('still reads every recorded status as it was answered', async () => {
    for (const id of [
      '117020583223442465',
      '117020609135389699',
      '117020582690282017',
      '117020582925004921',
      '117020583258292382',
    ]) {
      await expect(read(id)).resolves.toMatchObject({ id });
    }
  });
});
