import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Back to normal</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React logs caught render errors; the test expects them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows a message instead of a blank screen when a child crashes', () => {
    render(
      <ErrorBoundary message="The card could not be shown.">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The card could not be shown.');
    expect(screen.getByText(/What you typed is kept/)).toBeInTheDocument();
  });

  it('renders the children again after Try again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back to normal')).toBeInTheDocument();
  });

  it('gives new data a fresh try when its reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey={1}>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey={2}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Back to normal')).toBeInTheDocument();
  });
});
