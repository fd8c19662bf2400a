/** Taking over the pre-rendered page: adopted as it is when nothing is stored, redrawn when it is. */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './render-shell.tsx';
import { startApp } from './start-app.tsx';
import { STORAGE_KEYS } from './state/stored-value.ts';

let container: HTMLDivElement;
let consoleProblems: ReturnType<typeof vi.spyOn>[];

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('inert', '');
  container.setAttribute('aria-disabled', 'true');
  container.innerHTML = renderShell();
  document.body.append(container);
  consoleProblems = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
});

/** Lets React finish its sliced first render. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('startApp', () => {
  it('adopts the pre-rendered markup as it is and then takes input', async () => {
    const textarea = container.querySelector('textarea');
    expect(textarea).not.toBeNull();
    act(() => startApp(container));
    await settle();
    // The very same element: React hydrated it rather than drawing a new one.
    expect(screen.getByLabelText('Your text')).toBe(textarea);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('aria-disabled')).toBe(false);
    for (const spy of consoleProblems) expect(spy).not.toHaveBeenCalled();
  });

  it('redraws over the markup when an input was stored, restoring it without a mismatch', async () => {
    localStorage.setItem(STORAGE_KEYS.threadText, JSON.stringify('Kept from last time.'));
    act(() => startApp(container));
    await settle();
    expect(screen.getByLabelText('Your text')).toHaveValue('Kept from last time.');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(container.hasAttribute('inert')).toBe(false);
    for (const spy of consoleProblems) expect(spy).not.toHaveBeenCalled();
  });
});
