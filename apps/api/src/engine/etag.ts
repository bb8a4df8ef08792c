import { ApiError } from '../http/problem.ts';

export const etagOf = (version: unknown) => `"${version}"`;

// If-Match carries the version the client last saw; '*' matches any.
export const parseIfMatch = (header: string | undefined): number | undefined => {
  if (!header) return undefined;
  const first = header.split(',')[0]!.trim().replace(/^W\//, '').replace(/"/g, '');
  if (first === '*') return undefined;
  if (!/^\d+$/.test(first))
    throw new ApiError(412, 'The If-Match header does not match the current version.');
  return Number(first);
};
