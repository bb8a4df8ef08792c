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

// ProseMirror (the rich text editor) measures the caret when it scrolls it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= zeroRect;
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= noRects;
(Text.prototype as unknown as { getBoundingClientRect: () => DOMRect }).getBoundingClientRect ??= zeroRect;
document.elementFromPoint ??= () => null;

afterEach(() => cleanup());

// Test files share their worker's document (isolate: false in vite.config.ts): start each file with
// the body a fresh page has, not what a previous file's dialogs left on it (Radix's scroll lock and
// pointer-events), and with empty storage.
document.body.innerHTML = '';
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();
