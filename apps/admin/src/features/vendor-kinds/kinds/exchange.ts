import type { RequestOptions } from '@backoffice/sdk/core';
import type { ExchangeSlot } from '../types.ts';

type Importer = (body: { file: Blob }, options?: RequestOptions) => Promise<unknown>;

/** EXPORT / IMPORT of a list (calls.md 7.3): the rows its filters select as xlsx, and back. */
export const exchangeSlot = (exportFile: unknown, importFile: Importer): ExchangeSlot => ({
  exportFile: exportFile as ExchangeSlot['exportFile'],
  importFile: (file, options) => importFile({ file }, options),
});
