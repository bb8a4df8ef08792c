import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

// A TCP proxy to the PostgreSQL server that can be stopped (the server is "down": connections
// refused, open ones cut) and started again on the same port.
export const startProxy = async (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await open();
  return { port: () => port, open, close };
};
