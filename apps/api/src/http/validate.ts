import { validator } from 'hono-openapi';
import type * as v from 'valibot';
import { badRequest } from './problem.ts';

type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');

// A route's query string, validated by a valibot schema that also documents its parameters
// (hono-openapi reads the same schema): a bad value is a 400 naming the parameter.
export const validQuery = <S extends v.GenericSchema>(schema: S) =>
  validator('query', schema, (result) => {
    if (result.success) return;
    const issues = result.error as readonly Issue[];
    throw badRequest(issues.map((issue) => `${pathOf(issue) || 'query'}: ${issue.message}`).join('\n'));
  });
