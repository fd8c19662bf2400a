/** LanguageNote for the first page's own script (the thread maker): it comes with the menu. */
import type { ComponentProps } from 'react';
import type { LanguageNote } from './language-note.tsx';
import { useLanguageMenu } from './use-language-menu.ts';

export function DeferredLanguageNote(props: ComponentProps<typeof LanguageNote>) {
  const menu = useLanguageMenu();
  return menu ? <menu.LanguageNote {...props} /> : null;
}
