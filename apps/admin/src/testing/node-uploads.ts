import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach } from 'vitest';

// jsdom's File and FormData cannot go through Node's fetch (the in-process API reads uploads with
// it): a screen that uploads builds its body with Node's own, reached through a Response since
// jsdom replaced the globals.
const jsdomFormData = globalThis.FormData;
export const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;

/** A file the screen can upload: Node's File, typed as the DOM's for the inputs that take it. */
export const nodeFile = (parts: BlobPart[], name: string, type: string) =>
  new NodeFile(parts as never, name, { type }) as unknown as File;

/** Node's FormData as the global one during each test of the file, jsdom's again after it. */
export const nodeFormDataInTests = () => {
  beforeEach(() => {
    globalThis.FormData = NodeFormData;
  });
  afterEach(() => {
    globalThis.FormData = jsdomFormData;
  });
};
