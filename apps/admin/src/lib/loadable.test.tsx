import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from '../app/chunk-error-boundary.tsx';
import { loadable } from './loadable.ts';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('loadable (a lazy component without Suspense)', () => {
  it('asks for its module at first render, shows the fallback, then the content at once', async () => {
    const module = deferred<(props: { name: string }) => React.ReactNode>();
    const load = vi.fn(() => module.promise);
    const Greeting = loadable(load, <p>Loading…</p>);
    render(<Greeting name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => module.resolve(({ name }) => <p>Hello {name}</p>));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    // Loaded once for every later use, shown on the first render.
    render(<Greeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() fetches the module before any render', async () => {
    const load = vi.fn(async () => () => <p>Ready</p>);
    const Ready = loadable(load);
    await Ready.preload();
    render(<Ready />);
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary above it', async () => {
    const module = deferred<() => React.ReactNode>();
    const Broken = loadable(() => module.promise);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChunkErrorBoundary>
        <Broken />
      </ChunkErrorBoundary>,
    );
    await act(async () => module.reject(new Error('the server is gone')));
    expect(screen.getByText(/the server is gone/)).toBeTruthy();
    error.mockRestore();
  });
});
