/** A flag that turns on after a copy and off again COPIED_RESET_MS later ("Copied!" → "Copy"). */
import { useCallback, useEffect, useState } from 'react';
import { COPIED_RESET_MS } from '#core/index.ts';

export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  // Each copy is counted, and its timer starts in an effect, once "Copied!" is on screen: started
  // with the click, a busy page that took 100 ms to show the label showed it 100 ms short.
  const [copies, setCopies] = useState(0);
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copies]);
  const markCopied = useCallback(() => {
    setCopied(true);
    setCopies((count) => count + 1);
  }, []);
  return [copied, markCopied];
}
