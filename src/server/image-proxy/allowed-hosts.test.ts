import { describe, expect, it } from 'vitest';
import { findAllowedHost, imageHostSources, parseAllowedHosts } from './allowed-hosts.ts';

describe('parseAllowedHosts', () => {
  it('marks localhost and loopback literals, and nothing else, as loopback hosts', () => {
    const hosts = parseAllowedHosts([
      'pbs.twimg.com',
      'localhost:4306',
      '127.0.0.1:80',
      '[::1]:9',
      '10.0.0.1',
    ]);
    expect(hosts.map((host) => [host.host, host.loopback])).toEqual([
      ['pbs.twimg.com', false],
      ['localhost:4306', true],
      ['127.0.0.1:80', true],
      ['[::1]:9', true],
      ['10.0.0.1', false],
    ]);
  });

  it('treats an explicit default port as the same host', () => {
    const hosts = parseAllowedHosts(['pbs.twimg.com:443']);
    expect(findAllowedHost(new URL('https://pbs.twimg.com/a.jpg'), hosts)).toBeDefined();
    expect(findAllowedHost(new URL('https://pbs.twimg.com:444/a.jpg'), hosts)).toBeUndefined();
  });
});

describe('imageHostSources', () => {
  it('lists https sources, and http too for loopback hosts', () => {
    expect(imageHostSources(['pbs.twimg.com', '127.0.0.1:4306'])).toEqual([
      'https://pbs.twimg.com',
      'https://127.0.0.1:4306',
      'http://127.0.0.1:4306',
    ]);
  });
});
