import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors, STALE_MESSAGE } from '../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';
import { type LoadedVendor, vendorQuery } from '../../shared/vendors/api/use-vendor-query.ts';
import { useVendorGroupsQuery } from './api/use-vendor-groups-query.ts';
import { useVendorUpdateMutation } from './api/use-vendor-update-mutation.ts';
import { VendorFields } from './vendor-fields.tsx';
import { VendorLocations } from './vendor-locations.tsx';
import {
  toVendorBody,
  toVendorValues,
  type VendorValues,
  vendorFieldNames,
  vendorSchema,
} from './vendor-schemas.ts';

// The General tab: the vendor's fields and its locations.
export const VendorGeneralTab = ({ loaded }: { loaded: LoadedVendor }) => (
  <div className="grid max-w-3xl gap-4">
    <VendorGeneralForm loaded={loaded} />
    <VendorLocations vendor={loaded.vendor} />
  </div>
);

// Saved with PATCH and the If-Match of the version the form was filled from: a background refresh
// never moves it, so a change made meanwhile by someone else is refused (412) rather than lost.
const VendorGeneralForm = ({ loaded }: { loaded: LoadedVendor }) => {
  const id = loaded.vendor.id;
  const queryClient = useQueryClient();
  const [etag, setEtag] = useState(loaded.etag);
  const update = useVendorUpdateMutation();
  const groups = useVendorGroupsQuery();
  const form = useForm<VendorValues>({
    defaultValues: toVendorValues(loaded.vendor),
    resolver: valibotResolver(vendorSchema) as Resolver<VendorValues>,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  // The vendor changed elsewhere on this page (a status change in the header): an untouched form
  // takes the new version, so its next save does not meet a 412 it did not cause.
  useEffect(() => {
    if (!loaded.etag || loaded.etag === etag || form.formState.isDirty) return;
    setEtag(loaded.etag);
    form.reset(toVendorValues(loaded.vendor));
  }, [loaded, etag, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      // The status is the header's: a form filled before a status change must not undo it.
      const { status: _status, ...body } = toVendorBody(values);
      const saved = await update.mutateAsync({ id, etag, body });
      setEtag(saved.etag);
      form.reset(toVendorValues(saved.vendor));
    } catch (error) {
      applyServerErrors(form.setError, error, vendorFieldNames, { staleMessage: STALE_MESSAGE });
    }
  });

  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...vendorQuery(id), staleTime: 0 });
    setEtag(latest.etag);
    form.reset(toVendorValues(latest.vendor));
  };

  const stale = errors.root?.stale?.message;
  const rootError = errors.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Vendor">
      <FormSection
        title="General"
        actions={
          <>
            {isDirty ? <span className="text-xs text-stone-500">Unsaved changes</span> : null}
            <Button type="submit" size="sm" disabled={update.isPending || !isDirty}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        <VendorFields control={form.control} groupOptions={groups.data?.options ?? []} hasStatus={false} />
        {stale ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-800"
          >
            <span>{stale}</span>
            <Button variant="secondary" size="sm" onClick={() => void reloadLatest()}>
              Load the latest version
            </Button>
          </div>
        ) : null}
        {rootError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {rootError}
          </p>
        ) : null}
      </FormSection>
    </form>
  );
};
