/** A flag that turns on after a copy and off again COPIED_RESET_MS later ("Copied!" → "Copy"). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_RESET_MS } from '#core/index.ts';

export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
  }, []);
  return [copied, markCopied];
}
