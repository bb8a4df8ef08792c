import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Loading the modules leaves some 150 MB of garbage behind (Node re-reads drizzle-orm's 180 KB
// package.json for each of its files), and V8 keeps the heap it grew until much later. One full
// collection once the server is up gives that memory back (about 270 MB → 110 MB), so the idle process holds what it uses.
export const releaseStartupMemory = () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as ((options?: Record<string, string>) => void) | undefined;
  // The last-resort flavour also shrinks the heap and returns its pages to the system.
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
};
