import { randomUUID } from 'node:crypto';
import { startStubServer } from '../../../test/stub-server.ts';

// The accounting system's local stand-in (issue 29.5), for the API tests and the browser tests:
// a Xero-shaped HTTP server on 127.0.0.1 that
// - takes POST /Invoices, /CreditNotes, /BankTransactions ({ <path>: [document] }), checks the
//   shape and the Idempotency-Key of every request, applies each key once (a repeat answers the
//   same external id) and fails the next `failNext` requests with a 503;
// - answers the reads the drift report makes, as Xero does: GET /<path>?IDs=a,b,c →
//   { <path>: [{ <IdField>, Status, CurrencyCode, SubTotal, TotalTax, Total }] }, the documents it
//   holds (unknown ids are left out);
// - lets a test change (`tamper`) or lose (`forget`) a document it holds, to make drift.
export type XeroPath = 'Invoices' | 'CreditNotes' | 'BankTransactions';
export const xeroIdFields: Record<XeroPath, string> = {
  Invoices: 'InvoiceID',
  CreditNotes: 'CreditNoteID',
  BankTransactions: 'BankTransactionID',
};

export type XeroDocument = Record<string, unknown> & {
  Status: string;
  CurrencyCode: string;
  SubTotal: string;
  TotalTax: string;
  Total: string;
};
export type XeroReceived = { path: string; key: string; body: Record<string, Record<string, unknown>[]> };

export type XeroStandIn = {
  url: string;
  /** Every POST received, in order (the bad ones too). */
  received: XeroReceived[];
  /** The external id answered for each idempotency key. */
  applied: Map<string, string>;
  /** The documents held, by external id. */
  documents: Map<string, XeroDocument>;
  /** The next n POSTs answer 503. */
  failNext: number;
  /** Milliseconds each POST waits before it answers (so that two senders overlap). */
  delay: number;
  tamper: (externalId: string, change: Partial<XeroDocument>) => void;
  forget: (externalId: string) => void;
  close: () => Promise<void>;
};

const isPath = (value: string): value is XeroPath => value in xeroIdFields;
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const amount = (c: number) => (c / 100).toFixed(2);

// Xero computes a document's totals from its lines: SubTotal the line amounts (UnitAmount ×
// Quantity when no LineAmount), TotalTax the lines' tax.
const totalsOf = (doc: Record<string, unknown>) => {
  const lines = Array.isArray(doc.LineItems) ? (doc.LineItems as Record<string, unknown>[]) : [];
  const sub = lines.reduce(
    (sum, l) =>
      sum +
      (l.LineAmount !== undefined ? cents(l.LineAmount) : cents(l.UnitAmount) * Number(l.Quantity ?? 1)),
    0,
  );
  const tax = lines.reduce((sum, l) => sum + cents(l.TaxAmount), 0);
  return { SubTotal: amount(sub), TotalTax: amount(tax), Total: amount(sub + tax) };
};

const valid = (path: string, key: string, body: unknown): body is Record<string, Record<string, unknown>[]> =>
  isPath(path) &&
  /^backoffice-[a-z_]+-\d+-v\d+$/.test(key) &&
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as Record<string, unknown>)[path]) &&
  (body as Record<string, unknown[]>)[path]!.length === 1 &&
  typeof (body as Record<string, Record<string, unknown>[]>)[path]![0]!.CurrencyCode === 'string' &&
  Array.isArray((body as Record<string, Record<string, unknown>[]>)[path]![0]!.LineItems);

export const startXeroStandIn = async (): Promise<XeroStandIn> => {
  const state = {
    received: [] as XeroReceived[],
    applied: new Map<string, string>(),
    documents: new Map<string, XeroDocument>(),
    failNext: 0,
    delay: 0,
  };
  const server = await startStubServer(async (req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\//, '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET') {
      if (!isPath(path)) return send(404, { Message: 'not found' });
      const ids = (url.searchParams.get('IDs') ?? '').split(',').filter(Boolean);
      const field = xeroIdFields[path];
      return send(200, {
        [path]: ids.flatMap((id) => {
          const doc = state.documents.get(id);
          return doc && doc.path === path ? [{ [field]: id, ...doc, path: undefined }] : [];
        }),
      });
    }
    if (req.method !== 'POST') return send(405, { Message: 'method not allowed' });
    const key = String(req.headers['idempotency-key'] ?? '');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    state.received.push({ path, key, body: body as XeroReceived['body'] });
    if (state.delay) await new Promise((r) => setTimeout(r, state.delay));
    if (!valid(path, key, body)) return send(400, { Message: 'bad request' });
    if (state.failNext > 0) {
      state.failNext--;
      return send(503, { Message: 'try later' });
    }
    let id = state.applied.get(key);
    if (!id) {
      id = randomUUID();
      state.applied.set(key, id);
      const doc = body[path]![0]!;
      state.documents.set(id, {
        path,
        Type: doc.Type,
        Status: typeof doc.Status === 'string' ? doc.Status : 'AUTHORISED',
        CurrencyCode: String(doc.CurrencyCode),
        ...totalsOf(doc),
      });
    }
    return send(200, { [path]: [{ [xeroIdFields[path as XeroPath]]: id }] });
  });
  const standIn: XeroStandIn = {
    url: server.url,
    received: state.received,
    applied: state.applied,
    documents: state.documents,
    get failNext() {
      return state.failNext;
    },
    set failNext(n) {
      state.failNext = n;
    },
    get delay() {
      return state.delay;
    },
    set delay(ms) {
      state.delay = ms;
    },
    tamper: (externalId, change) => {
      const doc = state.documents.get(externalId);
      if (doc) state.documents.set(externalId, { ...doc, ...change });
    },
    forget: (externalId) => {
      state.documents.delete(externalId);
    },
    close: server.close,
  };
  return standIn;
};
