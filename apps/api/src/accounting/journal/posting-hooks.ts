import type { WriteContext } from '../../engine/types.ts';

// The hooks of a record whose money is posted to the journal (a receipt, a supplier payment, a
// commission): `sync` brings its posting in line with the row written (reversing what the record
// was, posting what it is) and, before a delete, reverses it (no row).
export const postingHooks = <R>(
  sync: (ctx: WriteContext, row: R | undefined, existing: R | undefined) => Promise<unknown>,
) => ({
  afterWrite: async (row: R, ctx: WriteContext & { existing: R | undefined }) => {
    await sync(ctx, row, ctx.existing);
  },
  beforeDelete: async (row: R, ctx: WriteContext) => {
    await sync(ctx, undefined, row);
  },
});
