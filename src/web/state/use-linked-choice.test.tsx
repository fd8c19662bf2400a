import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLinkedChoice } from './use-linked-choice.ts';
import { isBoolean } from './use-stored-state.ts';

describe('useLinkedChoice', () => {
  it("shows the link's value over the remembered one without storing it", () => {
    localStorage.setItem('choice', 'true');
    const { result } = renderHook(() => useLinkedChoice('choice', true, isBoolean, false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('choice')).toBe('true');
  });

  it("keeps the visitor's own choice once made, and remembers it", () => {
    const { result } = renderHook(() => useLinkedChoice('choice', true, isBoolean, false));
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('choice')).toBe('true');
    const again = renderHook(() => useLinkedChoice('choice', false, isBoolean, undefined));
    expect(again.result.current[0]).toBe(true);
  });
});
