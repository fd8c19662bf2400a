import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeRoute } from './normalize-route.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('normalizeRoute', () => {
  it('replaces any other path by / without adding a history entry', () => {
    window.history.pushState(null, '', '/anything/else?x=1');
    const length = window.history.length;
    normalizeRoute();
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
  });

  it('leaves / alone', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    normalizeRoute();
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it('keeps a card link’s address, query included', () => {
    window.history.pushState(null, '', '/c/abcDEF12_-x?theme=solid-dark');
    normalizeRoute();
    expect(window.location.pathname).toBe('/c/abcDEF12_-x');
    expect(window.location.search).toBe('?theme=solid-dark');
  });
});
