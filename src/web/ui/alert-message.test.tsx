import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertMessage } from './alert-message.tsx';

describe('AlertMessage', () => {
  it('speaks errors at once with role="alert" and can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <AlertMessage tone="error" onDismiss={onDismiss}>
        Broken
      </AlertMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('announces success politely with role="status" and no close button when not asked', () => {
    render(<AlertMessage tone="success">Done</AlertMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the reason on a second line of the same alert and can take focus when it appears', () => {
    render(
      <AlertMessage tone="error" detail="This post was deleted." focusOnShow>
        Error processing the URL.
      </AlertMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error processing the URL. This post was deleted.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveFocus();
  });

  it('is no live region when its owner announces it elsewhere', () => {
    render(
      <AlertMessage tone="success" live={false}>
        Done
      </AlertMessage>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Done')).toBeVisible();
  });

  it('shows one mark: none of its own when the message starts with one (✅ Image copied!)', () => {
    const { container, rerender } = render(
      <AlertMessage tone="success">✅ Image copied! Now paste it into X.</AlertMessage>,
    );
    expect(container.textContent).toBe('✅ Image copied! Now paste it into X.');
    rerender(<AlertMessage tone="success">Link copied.</AlertMessage>);
    expect(container.textContent).toBe('✓Link copied.');
  });
});
