/** Ctrl+Enter (⌘+Enter on a Mac) in a text box sends its form, as in chat and mail apps. */
import type { KeyboardEvent } from 'react';

export function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}
