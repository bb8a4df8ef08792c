import { defineStateMachine, type Transition } from '../engine/state-machine.ts';
import type { ClientStatus, MembershipStatus } from '../enums/client-values.ts';

const archive: Transition<ClientStatus> = { to: 'archived', label: 'Archive' };
const markInactive: Transition<ClientStatus> = { to: 'inactive', label: 'Mark as inactive' };

// The life of a client (decision in the clients increment of issue 11). A prospect becomes active
// with a first booking or is archived when it goes nowhere; an active client may be promoted to VIP
// or go quiet (inactive); a VIP may be stepped back down or go quiet; an inactive client comes
// back as active (or VIP) when they travel again; archived is the end of the relationship but not
// final: an archived record can be restored as active, or as a prospect if it never booked.
// A new client may start as a prospect or straight away as a client (an agency often enters a
// returning client from another system).
export const clientStates = defineStateMachine<ClientStatus>({
  noun: 'client',
  starts: ['prospect', 'active', 'vip'],
  moves: {
    prospect: [{ to: 'active', label: 'Make active client' }, archive],
    active: [{ to: 'vip', label: 'Promote to VIP' }, markInactive, archive],
    vip: [{ to: 'active', label: 'Remove VIP' }, markInactive, archive],
    inactive: [{ to: 'active', label: 'Reactivate' }, { to: 'vip', label: 'Reactivate as VIP' }, archive],
    archived: [
      { to: 'active', label: 'Restore as active' },
      { to: 'prospect', label: 'Restore as prospect' },
    ],
  },
});

const cancelMembership: Transition<MembershipStatus> = { to: 'cancelled', label: 'Cancel' };

// A membership is requested (pending) and confirmed (active); it can be suspended and resumed,
// runs out (expired) and be renewed (active again), or be cancelled, which is final.
// A new membership is pending or already active.
export const membershipStates = defineStateMachine<MembershipStatus>({
  noun: 'membership',
  starts: ['pending', 'active'],
  moves: {
    pending: [{ to: 'active', label: 'Activate' }, cancelMembership],
    active: [
      { to: 'suspended', label: 'Suspend' },
      { to: 'expired', label: 'Mark as expired' },
      cancelMembership,
    ],
    suspended: [{ to: 'active', label: 'Resume' }, cancelMembership],
    expired: [{ to: 'active', label: 'Renew' }, cancelMembership],
    cancelled: [],
  },
});
