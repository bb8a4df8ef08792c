import type { VendorLocation } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type useVendorLocationMutations,
  useVendorLocationQuery,
} from './api/use-vendor-location-mutations.ts';
import { applyServerError } from './form-errors.ts';
import { LocationFields } from './location-fields.tsx';
import {
  type LocationValues,
  locationFieldNames,
  locationSchema,
  toLocationBody,
  toLocationValues,
} from './vendor-schemas.ts';

type Props = {
  vendorIri: string;
  id: number | undefined;
  save: ReturnType<typeof useVendorLocationMutations>['save'];
  destinationNodes: TreeSelectNode[];
  destinationsLoading: boolean;
  onClose: () => void;
};

// Add or edit one location; an edit loads the location fresh for its ETag.
export const LocationFormModal = ({ id, onClose, ...props }: Props) => {
  const current = useVendorLocationQuery(id);
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={id === undefined ? 'New location' : 'Edit location'} width={640}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner label="Loading the location" />
          </div>
        ) : (
          <LocationForm
            location={current.data?.location}
            etag={current.data?.etag}
            onClose={onClose}
            {...props}
          />
        )}
      </ModalContent>
    </Modal>
  );
};

const LocationForm = ({
  vendorIri,
  location,
  etag,
  save,
  destinationNodes,
  destinationsLoading,
  onClose,
}: Omit<Props, 'id'> & { location: VendorLocation | undefined; etag: string | undefined }) => {
  const form = useForm<LocationValues>({
    defaultValues: toLocationValues(location),
    resolver: valibotResolver(locationSchema) as Resolver<LocationValues>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: location?.id,
        etag,
        body: { ...toLocationBody(values), vendor: vendorIri },
      });
      toast.success(location ? 'Updated successfully' : 'Created successfully');
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, locationFieldNames);
    }
  });
  const root = form.formState.errors.root;
  const message = root?.stale?.message ?? root?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Location">
      <LocationFields
        control={form.control}
        destinationNodes={destinationNodes}
        destinationsLoading={destinationsLoading}
      />
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
};
