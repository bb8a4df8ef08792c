// What the end-to-end benchmarks share: waiting for a quiet machine, one autocannon run with exact
// percentiles, and the log format. The machine has 2 cores: other load skews every number.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

// Cores busy over one second, from /proc/stat (this process is idle meanwhile).
export const busyCores = async () => {
  const read = () => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3]! + f[4]!;
    return { idle, total: f.reduce((a, b) => a + b, 0) };
  };
  const a = read();
  await sleep(1000);
  const b = read();
  const cores = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((l) => /^cpu\d/.test(l)).length;
  return (1 - (b.idle - a.idle) / Math.max(1, b.total - a.total)) * cores;
};

/** Waits (at most `waitSeconds`) until other processes use less than `quietCores`; returns the load seen. */
export const waitForQuiet = async (quietCores: number, waitSeconds: number) => {
  const until = Date.now() + waitSeconds * 1000;
  let busy = await busyCores();
  while (busy > quietCores && Date.now() < until) {
    log(`other load ${busy.toFixed(2)} cores: waiting for it to calm down…`);
    await sleep(5000);
    busy = await busyCores();
  }
  return busy;
};

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type RunResult = { rps: number; p50: number; p99: number; max: number; errors: number };

/** One autocannon run; percentiles from every 2xx response time (sub-millisecond precision). */
export const run = (url: string, connections: number, seconds: number, headers: Record<string, string>) =>
  new Promise<RunResult>((resolve, reject) => {
    let lat = new Float64Array(1 << 16);
    let n = 0;
    let bad = 0;
    const instance = autocannon({ url, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      const sorted = lat.slice(0, n).sort();
      resolve({
        rps: Math.round(n / result.duration),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        errors: bad + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) {
        bad++;
        return;
      }
      if (n === lat.length) {
        const bigger = new Float64Array(lat.length * 2);
        bigger.set(lat);
        lat = bigger;
      }
      lat[n++] = ms;
    });
  });
