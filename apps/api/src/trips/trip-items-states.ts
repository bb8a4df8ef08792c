import { defineStateMachine, type Transition } from '../engine/state-machine.ts';
import { itemStatuses } from '../enums/item-status.ts';

export type ItemStatus = (typeof itemStatuses)[number]['value'];
export const itemStatusValues = itemStatuses.map((s) => s.value) as [ItemStatus, ...ItemStatus[]];

// The booking process of one trip item (product.md §4.3). An item is needed (initial), options are
// requested from the vendor or DMC (waiting_accommodation → pending), priced, proposed to the client
// (waiting_approval), approved or not; an approved item waits for the client's payment, is paid,
// then booked with the vendor (waiting_booking → booked, booked_client once the client has the
// voucher). A change to a priced or proposed item sends it back to be repriced. A booking problem
// goes to booking_issue; a booked item to be dropped goes to booking_to_cancel, then cancelled.
// not_needed drops an item before anything was booked; it and cancelled can be reopened as initial.
// The statuses of an item dropped from the plan: it costs nothing (totals), is left out of the
// checks, and takes no slot of the calendar (others may overlap it; issue 30.10).
export const droppedItemStatuses: readonly ItemStatus[] = ['not_needed', 'cancelled'];
// Items booked with the supplier: moving them (the trip's dates shifted) means booking again at
// the new date and maybe another price, so the move sets them to "Items changed - To reprice".
export const bookedItemStatuses: readonly ItemStatus[] = ['booked', 'booked_client'];
export const droppedItemStatusesSql = droppedItemStatuses.map((s) => `'${s}'`).join(', ');

// The moves that stand in more than one state, each with one label.
const optionsRequested: Transition<ItemStatus> = { to: 'pending', label: 'Options requested' };
const detailsGiven: Transition<ItemStatus> = { to: 'priced', label: 'Details given' };
const notNeeded: Transition<ItemStatus> = { to: 'not_needed', label: 'Not needed' };
const reprice: Transition<ItemStatus> = { to: 'to_reprice', label: 'Items changed - To reprice' };
const bookWithVendor: Transition<ItemStatus> = { to: 'waiting_booking', label: 'Book with the vendor' };
const bookedInternal: Transition<ItemStatus> = { to: 'booked', label: 'Booked - Internal' };
const bookedClient: Transition<ItemStatus> = { to: 'booked_client', label: 'Booked - Client' };
const issueBooking: Transition<ItemStatus> = { to: 'booking_issue', label: 'Issue booking' };
const toCancel: Transition<ItemStatus> = { to: 'booking_to_cancel', label: 'To cancel' };
const neededAgain: Transition<ItemStatus> = { to: 'initial', label: 'Needed again' };

export const itemStates = defineStateMachine<ItemStatus>({
  noun: 'trip item',
  starts: ['initial', 'waiting_accommodation', 'pending', 'priced', 'booked', 'booked_client', 'not_needed'],
  moves: {
    initial: [
      { to: 'waiting_accommodation', label: 'Request options' },
      optionsRequested,
      detailsGiven,
      notNeeded,
    ],
    waiting_accommodation: [optionsRequested, detailsGiven, notNeeded],
    pending: [
      { to: 'priced', label: 'Details given - To propose' },
      { to: 'waiting_accommodation', label: 'Request options again' },
      notNeeded,
    ],
    to_reprice: [{ to: 'priced', label: 'Repriced' }, notNeeded],
    priced: [{ to: 'waiting_approval', label: 'Propose to the client' }, reprice, notNeeded],
    waiting_approval: [
      { to: 'approved', label: 'Approved by the client' },
      { to: 'not_approved', label: 'Not approved' },
      reprice,
    ],
    approved: [{ to: 'waiting_payment', label: 'Ask for payment' }, bookWithVendor, reprice],
    not_approved: [{ to: 'to_reprice', label: 'Replace - To reprice' }, notNeeded],
    waiting_payment: [
      { to: 'paid', label: 'Client paid' },
      { to: 'approved', label: 'Back to approved' },
    ],
    paid: [bookWithVendor],
    waiting_booking: [bookedInternal, bookedClient, issueBooking],
    booking_issue: [{ to: 'waiting_booking', label: 'Book again' }, bookedInternal, toCancel],
    booked: [bookedClient, issueBooking, toCancel],
    booked_client: [issueBooking, toCancel],
    booking_to_cancel: [
      { to: 'cancelled', label: 'Cancelled fully' },
      { to: 'booked', label: 'Keep the booking' },
    ],
    cancelled: [neededAgain],
    not_needed: [neededAgain],
  },
});
