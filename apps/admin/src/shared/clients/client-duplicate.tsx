import type { ClientInput } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import type { ReactNode } from 'react';

/** The client on file a create ran into, and the body that ran into it (resent with force). */
export type ClientDuplicate = { iri: string; id: number; by: string; message: string; body: ClientInput };

// The 409 of decision 61: hydra:description names the match, `duplicate` is its IRI and
// `duplicateBy` says why (email or nameAndBirthday).
export const clientDuplicateOf = (
  error: unknown,
  body: ClientInput,
  fallback = 'This client looks like one already on file.',
): ClientDuplicate | null => {
  if (!isApiError(error) || error.status !== 409) return null;
  const problem = (error.body ?? {}) as Record<string, unknown>;
  const iri = typeof problem.duplicate === 'string' ? problem.duplicate : null;
  const id = iri ? Number(iri.split('/').pop()) : Number.NaN;
  if (!iri || !Number.isInteger(id)) return null;
  return {
    iri,
    id,
    by: typeof problem.duplicateBy === 'string' ? problem.duplicateBy : '',
    message: error.messages[0] ?? fallback,
    body,
  };
};

const reasonOf = (by: string) =>
  by === 'email' ? 'the same e-mail address' : by === 'nameAndBirthday' ? 'the same name and birthday' : '';

// The match the server found, why, and what the user can do about it (open or use it, create anyway).
export const ClientDuplicateAlert = ({
  duplicate,
  children,
}: {
  duplicate: ClientDuplicate;
  children: ReactNode;
}) => {
  const reason = reasonOf(duplicate.by);
  return (
    <div
      role="alert"
      aria-label="Possible duplicate"
      className="space-y-2 rounded-md border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-900"
    >
      <p>
        {duplicate.message}
        {reason ? ` (${reason})` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
};
