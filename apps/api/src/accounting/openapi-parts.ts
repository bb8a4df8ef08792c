// The pieces the accounting schemas (sales, purchases, reports) are built of, kept in one place so
// every amount and every ageing report reads the same in the contract.

export const str = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });

/** An amount as the API writes it: a decimal string, never a float. */
export const money = (description: string) => ({
  type: 'string',
  pattern: '^-?\\d+(\\.\\d+)?$',
  description,
});

/** An ageing report row's buckets (aged receivables, payables, commissions); `total` says what it sums. */
export const ageingBuckets = (total: string) => ({
  current: money('Not yet due'),
  days1To30: money('1 to 30 days past due'),
  days31To60: money('31 to 60 days past due'),
  days61To90: money('61 to 90 days past due'),
  over90: money('Over 90 days past due'),
  total: money(total),
});

/**
 * An ageing report's answer (aged receivables, payables, commissions): its date and one row per
 * party and currency with the buckets and how many documents (`counted`) are in them; the supplier
 * reports add what falls due per date and currency (`dueDates`: its description and the amount's).
 */
export const agedReport = (
  party: 'client' | 'vendor',
  total: string,
  counted: string,
  dueDates?: { description: string; amount: string },
) => ({
  type: 'object',
  properties: {
    date: str(),
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          [party]: str(),
          [`${party}Name`]: str(),
          currency: str(),
          ...ageingBuckets(total),
          [counted]: { type: 'integer' },
        },
      },
    },
    ...(dueDates && {
      dueDates: {
        type: 'array',
        description: dueDates.description,
        items: {
          type: 'object',
          properties: {
            dueDate: { type: ['string', 'null'], format: 'date' },
            currency: str(),
            amount: money(dueDates.amount),
            [counted]: { type: 'integer' },
          },
        },
      },
    }),
  },
});
