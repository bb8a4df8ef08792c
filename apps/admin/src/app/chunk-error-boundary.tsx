import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../shared/error-page.tsx';

const reloadKey = 'chunk-reload-at';
const chunkError =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i;

// product.md §8: a code chunk that fails to load (a new release replaced it) reloads the page once,
// and not again within 60 seconds; any other render error shows the error page.
export const shouldReloadForChunk = (error: unknown, now = Date.now(), storage: Storage = sessionStorage) => {
  if (!(error instanceof Error) || !chunkError.test(error.message)) return false;
  const last = Number(storage.getItem(reloadKey) ?? 0);
  if (now - last < 60_000) return false;
  storage.setItem(reloadKey, String(now));
  return true;
};

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (shouldReloadForChunk(error)) window.location.reload();
    else console.error(error);
  }

  override render() {
    if (this.state.error) return <ErrorPage status={500} message={this.state.error.message} />;
    return this.props.children;
  }
}
