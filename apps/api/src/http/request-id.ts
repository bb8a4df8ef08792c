import { randomUUID } from 'node:crypto';

// An X-Request-Id from the load balancer or the caller is kept when it is short and plain (it ends
// up in logs and answers: no spaces, quotes or control characters); otherwise a new one is made.
const sane = /^[\w.:@+=/-]{1,128}$/;

export const requestIdOf = (header: string | undefined) =>
  header !== undefined && sane.test(header) ? header : randomUUID();
