// The API's answer shapes, for a test's one-off handler: JSON-LD bodies and problem+json errors
// (422 with violations).
import { HttpResponse } from 'msw';
import type { Violation } from '../generated/model/index.ts';

type Row = Record<string, unknown>;

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
};

export const problem = (status: number, detail: string, violations?: Violation[]) =>
  HttpResponse.json(
    {
      '@context': '/api/contexts/Error',
      '@type': violations ? 'ConstraintViolationList' : 'hydra:Error',
      type: `/errors/${status}`,
      title: titles[status] ?? 'Error',
      status,
      detail,
      'hydra:title': titles[status] ?? 'Error',
      'hydra:description': detail,
      ...(violations ? { violations } : {}),
    },
    { status, headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } },
  );

export const unprocessable = (violations: Violation[]) =>
  problem(422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);

export const jsonLd = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  HttpResponse.json(body as Row, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/ld+json; charset=utf-8', ...init.headers },
  });
