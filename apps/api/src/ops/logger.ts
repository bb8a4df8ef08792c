import pino from 'pino';

// One JSON line per event on stdout (a log shipper reads it; `npm start`'s banner stays plain text,
// see server.ts). LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent; tests run
// silent unless they ask for more.
const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const wanted = process.env.LOG_LEVEL?.toLowerCase() || (process.env.VITEST ? 'silent' : 'info');
// A misspelt level is not worth a crash at startup: `info`, and a line saying so.
const level = levels.includes(wanted) ? wanted : 'info';

export const logger = pino(
  {
    level,
    // No host name: the pid tells processes of one host apart, the shipper adds the host.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written asynchronously, in writes of 4 kB or every quarter of a second, whichever comes first:
  // a write per line (a system call per request) was 3 % of a list request's CPU. Pino writes what
  // is left synchronously when the process exits (process.exit included); a SIGKILL can lose the
  // last quarter of a second, which is why the lines that say a process started go out at once
  // (server.ts).
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
);

// An error as a log field: its message and code, the stack only for unexpected errors (the stack
// goes to the log, never to an answer).
export const errorFields = (err: unknown) => {
  if (!(err instanceof Error)) return { err: String(err) };
  const code = (err as { code?: unknown }).code;
  return { err: { type: err.name, message: err.message, ...(code ? { code } : {}), stack: err.stack } };
};

if (level !== wanted)
  logger.warn({ LOG_LEVEL: process.env.LOG_LEVEL, levels }, 'unknown LOG_LEVEL: using info');
