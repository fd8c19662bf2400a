import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SummaryPanel } from './summary-panel.tsx';

// The card's module, as far as getting it ready goes: what the panel asks of it before Generate.
const card = vi.hoisted(() => ({ prepared: 0 }));
vi.mock('#web/card/card-result.tsx', () => ({
  CardResult: () => null,
  prepareCardResult: () => {
    card.prepared += 1;
  },
}));

describe('the card gets ready while a link is typed', () => {
  it('loads and prepares the card once, at the first character, and asks the server nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    expect(card.prepared).toBe(0);
    await user.type(screen.getByLabelText('Post URL'), 'https://x.com/someone/status/1');
    await waitFor(() => expect(card.prepared).toBe(1));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(card.prepared).toBe(1);
  });
});
