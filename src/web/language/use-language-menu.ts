/**
 * Loads language-menu.tsx (the languages' names and order, the server's list, the notes) once the
 * page is up: the first paint's script holds only the choice's shell (test/bundle-budget.test.ts).
 */
import { useEffect, useState } from 'react';

export type LanguageMenuModule = typeof import('./language-menu.tsx');

let loaded: LanguageMenuModule | undefined;

/** The menu's module, loaded once (again after a failure). */
export function loadLanguageMenu(): Promise<LanguageMenuModule> {
  return import('./language-menu.tsx').then((module) => {
    loaded = module;
    return module;
  });
}

/**
 * The menu's module once it is here; `undefined` before, as in the pre-rendered page, so the page
 * React adopts matches it and the menu fills in after.
 */
export function useLanguageMenu(): LanguageMenuModule | undefined {
  const [menu, setMenu] = useState(loaded);
  useEffect(() => {
    if (!menu) loadLanguageMenu().then(setMenu, () => undefined);
  }, [menu]);
  return menu;
}
