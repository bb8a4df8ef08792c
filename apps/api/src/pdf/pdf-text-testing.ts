import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

// PDFs as a reader sees them: the answer saved to a file and read back with poppler-utils.
const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));

// The PDF of a 200 answer, saved under the name given (one folder per test file).
export const savePdf = async (res: Response, name: string) => {
  expect(res.status).toBe(200);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
  return file;
};

// The text pdftotext reads; `layout` keeps the page's columns on their lines.
export const pdfToText = (file: string, layout: boolean) =>
  execFileSync('pdftotext', layout ? ['-layout', file, '-'] : [file, '-'], { encoding: 'utf8' });
