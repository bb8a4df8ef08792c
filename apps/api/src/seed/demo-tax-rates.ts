import type { Db } from '../db/client.ts';
import { taxRates } from '../db/schema/index.ts';

// The tax table a UK agency selling in the UK and the EU starts with (issue 29.1), so the invoice
// line's tax picker is not empty on a fresh start. Percentages as HMRC's VAT rates; TOMS (the Tour
// Operators' Margin Scheme) is 0 on the invoice: VAT on a package is due on the agency's margin
// and is not shown to the client, so its lines carry no tax.
export const demoTaxRates = [
  { code: 'S20', name: 'Standard rate (20 %)', percent: '20' },
  { code: 'R5', name: 'Reduced rate (5 %)', percent: '5' },
  { code: 'Z0', name: 'Zero-rated (passenger transport)', percent: '0' },
  { code: 'EX', name: 'Exempt (insurance)', percent: '0' },
  { code: 'TOMS', name: 'TOMS margin scheme (VAT on the margin)', percent: '0' },
  { code: 'OS', name: 'Outside the scope (services abroad)', percent: '0' },
] as const;

// Idempotent: a code already in the table (whatever its case, the unique index) is left as the
// accountant made it. Answers how many were added.
export const seedDemoTaxRates = async (tx: Db) => {
  const added = await tx
    .insert(taxRates)
    .values(demoTaxRates.map((r) => ({ ...r })))
    .onConflictDoNothing()
    .returning({ id: taxRates.id });
  return added.length;
};
