import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredValue, writeStoredValue } from './stored-value.ts';
import { isString, useStoredState } from './use-stored-state.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useStoredState', () => {
  it('starts from the value stored by an earlier visit', () => {
    localStorage.setItem('k', JSON.stringify('kept'));
    const { result } = renderHook(() => useStoredState('k', '', isString));
    expect(result.current[0]).toBe('kept');
  });

  it('writes each change to localStorage at once', () => {
    const { result } = renderHook(() => useStoredState('k', '', isString));
    act(() => result.current[1]('typed'));
    expect(result.current[0]).toBe('typed');
    expect(localStorage.getItem('k')).toBe('"typed"');
  });

  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem('k', JSON.stringify(42));
    const { result } = renderHook(() => useStoredState('k', 'default', isString));
    expect(result.current[0]).toBe('default');
  });
});

describe('stored values', () => {
  it('survive a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(() => writeStoredValue('k', 'x')).not.toThrow();
    expect(readStoredValue('k', 'fallback', isString)).toBe('fallback');
  });

  it('fall back when the stored text is not JSON', () => {
    localStorage.setItem('k', '{broken');
    expect(readStoredValue('k', 'fallback', isString)).toBe('fallback');
  });
});
