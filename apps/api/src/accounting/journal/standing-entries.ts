import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { journalEntries } from '../../db/schema/index.ts';
import type { WriteContext } from '../../engine/types.ts';

// The journal entries a document posted that still stand (posted, neither a reversal nor reversed):
// what a receipt, a supplier payment or a commission reverses when its money changes or it goes.
// Exchange differences are left out: they follow the allocations (exchange-differences.ts), and a
// commission never has any.
export const standingEntries = async (
  ctx: WriteContext,
  source: 'paymentId' | 'supplierPaymentId' | 'supplierCommissionId',
  id: number,
) => {
  const column = journalEntries[source];
  const reversed = ctx.tx
    .select({ id: journalEntries.reversesId })
    .from(journalEntries)
    .where(and(eq(column, id), sql`${journalEntries.reversesId} is not null`));
  return ctx.tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(column, id),
        ne(journalEntries.kind, 'exchange_difference'),
        isNull(journalEntries.reversesId),
        sql`${journalEntries.id} not in (${reversed})`,
      ),
    );
};
