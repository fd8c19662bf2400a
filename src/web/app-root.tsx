/**
 * The app as the browser mounts it and as the build pre-renders it into index.html: one tree on
 * both sides, so hydration finds exactly the markup it expects.
 */
import { StrictMode, useLayoutEffect } from 'react';
import { App } from './app.tsx';
import { ErrorBoundary } from './ui/error-boundary.tsx';

export interface AppRootProps {
  /** Called once React owns the page: the pre-rendered markup can take input from then on. */
  onMounted?: () => void;
}

export function AppRoot({ onMounted }: AppRootProps) {
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <ErrorBoundary message="Summary hit an unexpected error.">
        <App />
      </ErrorBoundary>
    </StrictMode>
  );
}
