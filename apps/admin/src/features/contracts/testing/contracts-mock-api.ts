import { createVendorMockApi } from '../../../shared/vendors/testing/vendor-mock-api.ts';
import type { startMockApi } from '../../../testing/msw-server.ts';

type Mock = Awaited<ReturnType<typeof startMockApi>>;

// The vendor screens' mock API: GET /api/vendor_contracts across vendors is the same contract-driven
// collection (status, vendor.id, vendor.name, the date bounds and order all read from the contract).
export const createContractsMockApi = (mock: Mock) => createVendorMockApi(mock);
