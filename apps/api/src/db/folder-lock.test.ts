import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock.ts';

describe('one process per PGlite data folder', () => {
  it('refuses a second process with a clear message, and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const lockUrl = new URL('./folder-lock.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { acquireFolderLock } = await import(${JSON.stringify(lockUrl)}); acquireFolderLock(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 60000);`,
    ]);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('locked') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(dir)).toThrow(/in use by another process/);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The holder died without cleaning up: its lock is stale and is taken over.
    const release = acquireFolderLock(dir);
    release();
  });
});
