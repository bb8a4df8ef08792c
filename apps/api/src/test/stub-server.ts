import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

export type StubServer = { url: string; close: () => Promise<void> };

// A stand-in for an outside HTTP service on 127.0.0.1 (LanguageTool, the website's rebuild
// webhook): `handle` gets each request with its body read as text.
export const startStubServer = async (
  handle: (req: IncomingMessage, body: string, res: ServerResponse) => Promise<void> | void,
): Promise<StubServer> => {
  const server = createServer(async (req, res) => handle(req, await readBody(req), res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
