import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FormEvent, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { CreatePage } from '../../shared/forms/create-page.tsx';
import { applyServerErrors, STALE_MESSAGE } from '../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';
import { useVendorCreateMutation } from './api/use-vendor-create-mutation.ts';
import { useVendorGroupsQuery } from './api/use-vendor-groups-query.ts';
import { LocationFields } from './location-fields.tsx';
import { VendorFields } from './vendor-fields.tsx';
import {
  emptyLocation,
  isEmptyLocation,
  type LocationValues,
  locationSchema,
  toLocationBody,
  toVendorBody,
  toVendorValues,
  type VendorValues,
  vendorFieldNames,
  vendorSchema,
} from './vendor-schemas.ts';

// /admin/vendors/new: the vendor (name required) and, optionally, its first location. Saved with
// POST /api/vendors.json, then the location; the user lands on the new vendor's General tab.
export const VendorCreatePage = () => {
  const [, navigate] = useLocation();
  const create = useVendorCreateMutation();
  const groups = useVendorGroupsQuery();
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const vendorForm = useForm<VendorValues>({
    defaultValues: toVendorValues(undefined),
    resolver: valibotResolver(vendorSchema) as Resolver<VendorValues>,
  });
  const locationForm = useForm<LocationValues>({
    defaultValues: emptyLocation,
    resolver: valibotResolver(locationSchema) as Resolver<LocationValues>,
  });

  const guard = useUnsavedChangesGuard(vendorForm.formState.isDirty || locationForm.formState.isDirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Both parts show their errors before anything is sent.
    const locationOk = await locationForm.trigger();
    await vendorForm.handleSubmit(async (values) => {
      if (!locationOk) return;
      const location = v.parse(locationSchema, locationForm.getValues());
      try {
        const { vendor } = await create.mutateAsync({
          body: toVendorBody(values),
          location: isEmptyLocation(location) ? null : toLocationBody(location),
        });
        guard.release();
        navigate(vendorPath(vendor.id, 'General'));
      } catch (error) {
        applyServerErrors(vendorForm.setError, error, vendorFieldNames, { staleMessage: STALE_MESSAGE });
      }
    })();
  };

  return (
    <CreatePage noun="vendor" form={vendorForm} mutation={create} onSubmit={submit}>
      <FormSection title="Vendor">
        <VendorFields control={vendorForm.control} groupOptions={groups.data?.options ?? []} autoFocus />
      </FormSection>
      <FormSection title="First location" description="Optional: more locations can be added later.">
        <LocationFields
          control={locationForm.control}
          destinationNodes={nodes}
          destinationsLoading={tree.isPending}
        />
      </FormSection>
    </CreatePage>
  );
};
