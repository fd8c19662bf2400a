import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveRegion, useAnnouncer } from './live-region.tsx';

let say: (message: string) => void = () => {};

function Harness() {
  const [message, announce] = useAnnouncer();
  say = announce;
  return <LiveRegion message={message} />;
}

describe('LiveRegion', () => {
  it('is a polite status region, on the page before anything is said', () => {
    render(<Harness />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
  });

  it('changes its text when the same thing is said twice, so it is spoken again', () => {
    render(<Harness />);
    const region = screen.getByRole('status');
    act(() => say('Copied post 1/4.'));
    const first = region.textContent;
    act(() => say('Copied post 1/4.'));
    expect(region.textContent).not.toBe(first);
    expect(region).toHaveTextContent('Copied post 1/4.');
  });
});
