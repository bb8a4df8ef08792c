import type { Context } from 'hono';
import * as v from 'valibot';
import { readJsonObject } from '../engine/input.ts';
import { ApiError, type Violation } from './problem.ts';

// Reads a JSON, urlencoded or multipart body as a flat object.
export const readAnyBody = async (c: Context): Promise<Record<string, unknown>> => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    return (await c.req.parseBody()) as Record<string, unknown>;
  }
  return readJsonObject(c);
};

// Validates a body with a valibot schema; failures are 422 with violations per field.
export const validateBody = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const violations: Violation[] = result.issues.map((issue) => ({
    propertyPath: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  throw new ApiError(422, violations.map((x) => `${x.propertyPath}: ${x.message}`).join('\n'), {
    violations,
  });
};
