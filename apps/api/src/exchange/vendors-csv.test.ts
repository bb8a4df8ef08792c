import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { csvCell } from './vendors-csv.ts';

describe('CSV cells (issue 10.12)', () => {
  it('quotes every cell with a separator, a quote or a line break', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises formula starts at the start and after any separator inside a cell', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x,=1+1')).toBe(`"x,'=1+1"`);
    expect(csvCell('x, -2+3')).toBe(`"x, '-2+3"`);
    expect(csvCell('x\t@cmd')).toBe(`"x\t'@cmd"`);
    expect(csvCell('x\n=HYPERLINK("http://evil")')).toBe(`"x\n'=HYPERLINK(""http://evil"")"`);
    // A tab or CR that itself starts a piece, then a formula after it.
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    // Dashes inside words stay as they are.
    expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre');
  });
});

describe('GET /next/vendors/export (issue 10.12)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.travel');
  });
  afterAll(() => t.close());

  it('writes a vendor named x;=1+1 quoted and neutralised', async () => {
    const res = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'x;=1+1', phone: '+1 555;@cmd' },
    });
    expect(res.status).toBe(201);
    const csv = await (await t.request('GET', '/next/vendors/export?name=1%2B1', { token: admin })).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,"x;'=1\+1",active,,,"'\+1 555;'@cmd",,,$/);
  });
});
