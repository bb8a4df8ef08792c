import { configureClient } from '@backoffice/sdk/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's fetch needs absolute URLs; msw's handlers answer any origin.
configureClient({ baseUrl: 'http://localhost:3000' });

// The screens talk to the real API on PGlite (testing/real-api.ts): a first query can take longer
// than the 1 s findBy/waitFor allow by default on a loaded machine.
configure({ asyncUtilTimeout: 4000 });

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
