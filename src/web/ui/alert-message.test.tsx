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
});
