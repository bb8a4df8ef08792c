import type { TripDMC } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { TextareaField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import { DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
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
  const [editing, setEditing] = useState<TripDMC | 'new' | null>(null);
  const canWrite = useCanWriteTrips();
  const rows = dmcs.data ?? [];
  const nameOf = (dmc: TripDMC) => dmc.vendor?.name ?? 'DMC';
  return (
    <FormSection
      title="DMCs"
      description="Destination management companies working on this trip."
      actions={
        canWrite ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            Add DMC
          </Button>
        ) : null
      }
    >
      {dmcs.isPending ? (
        <Spinner label="Loading the DMCs" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No DMCs yet.</p>
      ) : (
        <table aria-label="DMCs" className="w-full text-sm">
          <thead className="border-b border-stone-200 text-left text-stone-600">
            <tr>
              <th className="w-64 px-2 py-2 font-medium">Vendor</th>
              <th className="px-2 py-2 font-medium">Notes</th>
              <th className="w-24 px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((dmc) => (
              <tr key={dmc.id}>
                <td className="px-2 py-2 font-medium text-stone-800">{nameOf(dmc)}</td>
                <td className="whitespace-pre-line px-2 py-2 text-stone-700">{dmc.notes || '—'}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  {canWrite ? (
                    <>
                      <EditButton name={nameOf(dmc)} onEdit={() => setEditing(dmc)} />
                      <DeleteButton
                        name={nameOf(dmc)}
                        onDelete={() => mutations.remove.mutateAsync(dmc.id)}
                      />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <FormModal
          title={editing === 'new' ? 'New DMC' : `Edit ${nameOf(editing)}`}
          width={560}
          onClose={() => setEditing(null)}
        >
          <DmcForm
            tripIri={trip['@id']}
            dmc={editing === 'new' ? undefined : editing}
            save={mutations.save}
            onClose={() => setEditing(null)}
          />
        </FormModal>
      ) : null}
    </FormSection>
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
  const { form, submit } = useServerForm<Values>({
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
      <Controller
        control={form.control}
        name="vendor"
        render={({ field, fieldState }) => (
          <Field id="dmc-vendor" label="Vendor" error={fieldState.error?.message}>
            <RecordPicker
              id="dmc-vendor"
              aria-label="Vendor"
              source={vendorSource}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              invalid={Boolean(fieldState.error)}
              // A DMC stays the vendor it was added as: a wrong one is deleted and added again.
              disabled={Boolean(dmc)}
              clearable={false}
            />
          </Field>
        )}
      />
      <TextareaField control={form.control} name="notes" label="Notes" id="dmc-notes" />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText={dmc ? 'Save' : 'Add DMC'}
      />
    </form>
  );
};
