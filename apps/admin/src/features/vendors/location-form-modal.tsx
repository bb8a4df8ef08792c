import type { VendorLocation } from '@backoffice/sdk';
import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { toast } from '@backoffice/ui/toast';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { STALE_MESSAGE } from '../../shared/forms/server-errors.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import {
  type useVendorLocationMutations,
  useVendorLocationQuery,
} from './api/use-vendor-location-mutations.ts';
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
    <FormModal
      title={id === undefined ? 'New location' : 'Edit location'}
      width={640}
      loading={id !== undefined && !current.data && 'Loading the location'}
      onClose={onClose}
    >
      <LocationForm
        location={current.data?.location}
        etag={current.data?.etag}
        onClose={onClose}
        {...props}
      />
    </FormModal>
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
  const { form, submit } = useServerForm<LocationValues>({
    schema: locationSchema,
    defaultValues: toLocationValues(location),
    names: locationFieldNames,
    staleMessage: STALE_MESSAGE,
    onSubmit: async (values) => {
      await save.mutateAsync({
        id: location?.id,
        etag,
        body: { ...toLocationBody(values), vendor: vendorIri },
      });
      toast.success(location ? 'Updated successfully' : 'Created successfully');
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Location">
      <LocationFields
        control={form.control}
        destinationNodes={destinationNodes}
        destinationsLoading={destinationsLoading}
      />
      <FormFooter form={form} isPending={save.isPending} onCancel={onClose} />
    </form>
  );
};
