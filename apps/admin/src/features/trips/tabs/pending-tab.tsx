import { FormSection } from '@backoffice/ui/form-section';
import { Hourglass } from 'lucide-react';

// A trip tab whose API is not there yet (items, DMCs, guests, payments, day texts, history land
// with issue 12's trip items and status work): it says so and shows no data.
export const PendingTab = ({ label }: { label: string }) => (
  <FormSection title={label}>
    <div role="status" className="flex items-center gap-3 py-6 text-sm text-stone-500">
      <Hourglass className="size-5 text-stone-400" aria-hidden />
      <p>{label}: coming with the trip items.</p>
    </div>
  </FormSection>
);
