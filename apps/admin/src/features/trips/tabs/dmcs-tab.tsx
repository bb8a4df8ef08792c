import type { TripDMC } from '@backoffice/sdk';
import * as v from 'valibot';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { RecordPickerField, TextareaField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { vendorSource } from '../../../shared/vendors/vendor-source.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { useCanWriteTrips, useTripDmcMutations, useTripDmcsQuery } from './trip-records-api.ts';

const schema = v.object({
  vendor: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose a vendor'),
  ),
  notes: v.pipe(v.string(), v.maxLength(10_000, 'At most 10000 characters')),
});
type Values = { vendor: string | null; notes: string };

// calls.md 7.6: the vendors acting as the trip's destination management companies, with notes. A
// vendor is a DMC of a trip once: the server's 409 message shows in the form.
export const DmcsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const trip = loaded.trip;
  const dmcs = useTripDmcsQuery(trip.id);
  const mutations = useTripDmcMutations(trip.id);
  const canWrite = useCanWriteTrips();
  const nameOf = (dmc: TripDMC) => dmc.vendor?.name ?? 'DMC';
  return (
    <ChildRecordsTab<TripDMC>
      title="DMCs"
      description="Destination management companies working on this trip."
      noun="DMC"
      plural="DMCs"
      query={dmcs}
      readOnly={!canWrite}
      columns={[
        {
          header: 'Vendor',
          cell: (dmc) => nameOf(dmc),
          className: 'w-64 font-medium text-stone-800',
        },
        {
          header: 'Notes',
          cell: (dmc) => dmc.notes || '—',
          className: 'whitespace-pre-line text-stone-700',
        },
      ]}
      nameOf={nameOf}
      onDelete={(dmc) => mutations.remove.mutateAsync(dmc.id)}
      editTitle={(dmc) => `Edit ${nameOf(dmc)}`}
      renderForm={(dmc, close) => (
        <DmcForm tripIri={trip['@id']} dmc={dmc} save={mutations.save} onClose={close} />
      )}
    />
  );
};

const DmcForm = ({
  tripIri,
  dmc,
  save,
  onClose,
}: {
  tripIri: string;
  dmc: TripDMC | undefined;
  save: ReturnType<typeof useTripDmcMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: { vendor: dmc?.vendor?.['@id'] ?? null, notes: dmc?.notes ?? '' },
    names: ['vendor', 'notes'],
    onSubmit: async ({ vendor, notes }) => {
      const text = notes.trim() === '' ? null : notes;
      await save.mutateAsync(
        dmc
          ? { id: dmc.id, body: { notes: text } }
          : { id: undefined, body: { trip: tripIri, vendor, notes: text } },
      );
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="DMC" className="space-y-4">
      <RecordPickerField
        {...bind('vendor', 'Vendor', 'dmc-vendor')}
        source={vendorSource}
        // A DMC stays the vendor it was added as: a wrong one is deleted and added again.
        disabled={Boolean(dmc)}
        clearable={false}
      />
      <TextareaField {...bind('notes', 'Notes', 'dmc-notes')} />
      <FormFooter form={form} onCancel={onClose} submitText={dmc ? 'Save' : 'Add DMC'} />
    </form>
  );
};
