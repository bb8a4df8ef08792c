// Test-only helpers for the top-level components; not part of the kit's API.

// Radix measures popovers, switches and checkboxes with ResizeObserver, toasts capture the pointer
// for swiping, and listbox options are scrolled into view; jsdom has none of these.
export const installDomShims = () => {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
  if (typeof Element.prototype.hasPointerCapture !== 'function') {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
  }
};

/** A File whose first bytes are `head`, padded to `size` bytes. */
export const makeFile = (name: string, type: string, head: number[] | string, size?: number) => {
  const bytes = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const body = new Uint8Array(Math.max(size ?? bytes.length, bytes.length));
  body.set(bytes);
  return new File([body], name, { type });
};
