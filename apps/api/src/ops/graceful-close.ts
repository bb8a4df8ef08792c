import type { Server } from 'node:http';

// An HTTP server that can stop gracefully (server.ts): it counts the requests in flight so that,
// once closing, each keep-alive connection is closed as soon as its last answer is sent (a
// balancer's pooled connections would otherwise hold the process until their idle timeout).
export const closableServer = (server: Server) => {
  let inFlight = 0;
  let closing = false;
  server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      // After the socket has its answer: the connection counts as idle then.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    inFlight: () => inFlight,
    // Stops accepting at once (a new connection is refused), lets the requests in flight finish,
    // and resolves true when all connections ended; at the deadline the rest are cut (false).
    close: (deadlineMs: number) =>
      new Promise<boolean>((resolve) => {
        closing = true;
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, deadlineMs);
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        server.closeIdleConnections();
      }),
  };
};
