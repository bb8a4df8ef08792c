import { useQuery } from '@tanstack/react-query';
import { vendorContractQuery } from '../../../shared/vendors/api/use-vendor-contracts.ts';

/** The contract of /admin/contracts/{id} with its ETag. Silent: a 404 shows the error page. */
export const useContractQuery = (id: number) =>
  useQuery({ ...vendorContractQuery(id), meta: { silent: true } });
