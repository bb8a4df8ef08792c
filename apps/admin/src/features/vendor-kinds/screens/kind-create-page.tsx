import { useSearch } from 'wouter';
import type { KindDef } from '../types.ts';
import { KindGeneralForm } from './kind-general-form.tsx';

// /admin/<kind>/new (optionally ?vendor={id}, from a vendor's page): the general form with the
// vendor picker; the rest (location, items, files) follows on the created record's page.
export const KindCreatePage = ({ kind }: { kind: KindDef }) => {
  const vendor = new URLSearchParams(useSearch()).get('vendor');
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">New {kind.singular}</h1>
      <KindGeneralForm
        kind={kind}
        initialVendor={vendor && /^\d+$/.test(vendor) ? `/api/vendors/${vendor}` : null}
      />
      <p className="text-sm text-stone-500">
        Once created, choose its location and add its{' '}
        {kind.sections.map((s) => s.title.toLowerCase()).join(', ')} and attachments.
      </p>
    </section>
  );
};
