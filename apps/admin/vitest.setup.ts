import { configureClient } from '@backoffice/sdk/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's fetch needs absolute URLs; msw's handlers answer any origin.
configureClient({ baseUrl: 'http://localhost:3000' });

// Radix measures elements; jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => cleanup());
