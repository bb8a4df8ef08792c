import type { Transitions } from './vendor-mock-api.ts';

// What GET /api/contract/possible-transitions answers per status in these tests (the API's state
// machine is the server's; the mock answers this fixture and does not check the moves).
export const contractTransitions: Transitions = {
  draft: [
    { status: 'active', label: 'Activate' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  active: [
    { status: 'expired', label: 'Mark as expired' },
    { status: 'cancelled', label: 'Cancel' },
    { status: 'renewed', label: 'Renew' },
  ],
  expired: [{ status: 'renewed', label: 'Renew' }],
  renewed: [],
  cancelled: [],
};
