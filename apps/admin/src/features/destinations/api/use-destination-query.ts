import { getDestination } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';
import { editedRecordOptions } from '../../../lib/records/edited-record.ts';

// One destination with its ETag (the save sends If-Match). Silent: a 404 shows the error page.
export const useDestinationQuery = (id: number | undefined) =>
  useQuery({
    ...editedRecordOptions(destinationKeys.item(id ?? 0), id, 'destination', getDestination),
    meta: { silent: true },
  });
