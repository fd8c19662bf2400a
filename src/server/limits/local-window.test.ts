import { describe, expect, it } from 'vitest';
import { createLocalWindow } from './local-window.ts';

const message = (seconds: number) => `wait ${seconds} s`;

describe('createLocalWindow', () => {
  it('allows `limit` requests of a client in a window, then refuses with the seconds left', () => {
    let now = 1_000_000;
    const window = createLocalWindow({ limit: 2, windowMs: 60_000, message, now: () => now });
    expect(window.take('a')).toEqual({ ok: true });
    now += 10_000;
    expect(window.take('a')).toEqual({ ok: true });
    expect(window.take('a')).toEqual({ ok: false, retryAfterSeconds: 50, message: 'wait 50 s' });
    // Another client has its own window.
    expect(window.take('b')).toEqual({ ok: true });
  });

  it('starts a new window once the old one has ended', () => {
    let now = 0;
    const window = createLocalWindow({ limit: 1, windowMs: 1_000, message, now: () => now });
    expect(window.take('a').ok).toBe(true);
    expect(window.take('a').ok).toBe(false);
    now = 1_000;
    expect(window.take('a').ok).toBe(true);
  });

  it('forgets ended windows once it holds many clients, keeping the live ones', () => {
    let now = 0;
    const window = createLocalWindow({
      limit: 1,
      windowMs: 1_000,
      message,
      now: () => now,
      maxClients: 3,
    });
    window.take('old-1');
    window.take('old-2');
    now = 500;
    window.take('live');
    now = 1_200;
    // The sweep runs here; 'live' is still inside its window and stays refused.
    expect(window.take('new').ok).toBe(true);
    expect(window.take('live').ok).toBe(false);
  });
});
