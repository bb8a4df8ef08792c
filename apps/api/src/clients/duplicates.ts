import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { clients } from '../db/schema/index.ts';
import type { Tx } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';

type Candidate = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthday?: string | null;
};

// Another client with the same e-mail (whatever its case) or the same first and last name and
// birthday: most likely the same person entered twice.
export const findDuplicate = async (tx: Tx, c: Candidate) => {
  const conditions: SQL[] = [];
  const email = c.email?.trim().toLowerCase();
  if (email) conditions.push(sql`lower(${clients.email}) = ${email}`);
  if (c.firstName && c.lastName && c.birthday) {
    conditions.push(
      and(
        sql`lower(${clients.firstName}) = ${c.firstName.trim().toLowerCase()}`,
        sql`lower(${clients.lastName}) = ${c.lastName.trim().toLowerCase()}`,
        eq(clients.birthday, c.birthday),
      ) as SQL,
    );
  }
  if (conditions.length === 0) return undefined;
  const [match] = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(or(...conditions))
    .orderBy(asc(clients.id))
    .limit(1);
  if (!match) return undefined;
  const by: 'email' | 'nameAndBirthday' =
    email && match.email?.toLowerCase() === email ? 'email' : 'nameAndBirthday';
  return { id: match.id, by };
};

// 409 problem+json naming the match, so that the admin can open it or send `force: true`.
export const duplicateClient = (iri: string, by: 'email' | 'nameAndBirthday') =>
  new ApiError(
    409,
    `${by === 'email' ? 'A client with this e-mail' : 'A client with this name and birthday'} already exists: ${iri}. Send "force": true to create it anyway.`,
    { extra: { duplicate: iri, duplicateBy: by } },
  );
