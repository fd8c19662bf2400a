/** Said while the browser is offline (the installed app opens from its cache): generating needs the server. */
import { useEffect, useState } from 'react';

export const OFFLINE_MESSAGE =
  'You are offline. Generating a card or a thread needs a connection; it will work again once you are back online.';

export function OfflineNotice() {
  // Online in the first render, as in the pre-rendered page it hydrates; the effect reads the truth.
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <p className="page-notice" role="status" data-testid="offline-notice">
      {OFFLINE_MESSAGE}
    </p>
  );
}
