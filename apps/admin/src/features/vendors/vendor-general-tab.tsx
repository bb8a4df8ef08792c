import type { Vendor } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RecordForm } from '../../shared/forms/record-form.tsx';
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

// The vendor's fields, saved with PATCH and If-Match (shared/forms/record-form.tsx).
const VendorGeneralForm = ({ loaded }: { loaded: LoadedVendor }) => {
  const id = loaded.vendor.id;
  const queryClient = useQueryClient();
  const update = useVendorUpdateMutation();
  const groups = useVendorGroupsQuery();
  const versioned = useMemo(() => ({ record: loaded.vendor, etag: loaded.etag }), [loaded]);
  return (
    <RecordForm<Vendor, VendorValues>
      label="Vendor"
      loaded={versioned}
      schema={vendorSchema}
      toValues={toVendorValues}
      names={vendorFieldNames}
      isPending={update.isPending}
      save={async (values, etag) => {
        // The status is the header's: a form filled before a status change must not undo it.
        const { status: _status, ...body } = toVendorBody(values);
        const saved = await update.mutateAsync({ id, etag, body });
        return { record: saved.vendor, etag: saved.etag };
      }}
      reload={async () => {
        const latest = await queryClient.fetchQuery({ ...vendorQuery(id), staleTime: 0 });
        return { record: latest.vendor, etag: latest.etag };
      }}
    >
      {(control) => (
        <VendorFields control={control} groupOptions={groups.data?.options ?? []} hasStatus={false} />
      )}
    </RecordForm>
  );
};
