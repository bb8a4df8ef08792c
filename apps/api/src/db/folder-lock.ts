import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class FolderLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// PGlite allows one process per data folder: hold a lock file with our pid, take over a stale one.
export const acquireFolderLock = (folder: string): (() => void) => {
  const file = join(folder, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {}
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) {
        throw new FolderLockedError(
          `The data folder ${folder} is in use by another process (pid ${pid}). ` +
            'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new FolderLockedError(`Could not lock the data folder ${folder}.`);
};
