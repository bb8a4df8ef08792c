// The part of autocannon's API these benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      // Cycled through by every connection.
      requests?: { path: string; method?: string }[];
    };
    type Histogram = { average: number; p50: number; p99: number; total: number };
    type Result = {
      duration: number;
      non2xx: number;
      errors: number;
      timeouts: number;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
    };
  }
  function autocannon(
    opts: autocannon.Options,
    cb: (err: Error | null, result: autocannon.Result) => void,
  ): EventEmitter;
  export default autocannon;
}
