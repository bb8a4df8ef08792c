import * as v from 'valibot';
import type { AuthUser } from '../auth/roles.ts';
import type { AppConfig } from '../config/env.ts';
import type { Tx } from '../engine/types.ts';
import { itemStatuses } from '../enums/item-status.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { itemIdOf } from '../trips/trip-items.resource.ts';
import { type ItemStatus, itemStates } from '../trips/trip-items-states.ts';
import { compose, placeholderValues, resolveRefs, type TemplateRow } from './compose.ts';
import { htmlField, pointer, subjectField } from './email.routes.ts';
import {
  type BookingItem,
  clientOfTrip,
  firstTemplate,
  loadBookingItems,
  loadTripMailFacts,
} from './trip-mail.queries.ts';
import { setBookingValues, setTripValues } from './trip-placeholders.ts';

export const bookingRequestBody = v.object({
  items: v.pipe(
    v.array(
      v.union([v.string(), v.number()], 'This value should be an IRI of a trip item.'),
      'This value should be a list of trip items.',
    ),
    v.minLength(1, 'Choose at least one item.'),
    v.maxLength(100, 'This collection should contain 100 elements or less.'),
  ),
  template: pointer('/api/email_templates'),
  subject: subjectField,
  html: htmlField,
});
export type BookingRequestBody = v.InferOutput<typeof bookingRequestBody>;

// The item status a booking request leaves its items in: "Pending vendor booking".
export const pendingVendorStatus: ItemStatus = 'waiting_booking';

const statusLabel = (status: string) => itemStatuses.find((s) => s.value === status)?.label ?? status;

const fallback = {
  subject: 'Reservation request from {{agency.name}}: {{trip.reference}}',
  html: '<p>Dear {{vendor.contactName}},</p><p>On behalf of our client <strong>{{client.name}}</strong>, we would like to book the following for {{trip.startDate}} to {{trip.endDate}}.</p><p>Kindly confirm the reservation and its confirmation number.</p><p>With our warm regards,<br />{{sender.name}}<br />{{agency.name}}</p>',
};

// The message must say what is asked: a template written without {{booking.items}} gets the
// table after its text.
const withItems = (html: string) =>
  /\{\{\s*booking\.items\s*\}\}/.test(html) ? html : `${html}<h3>Requested</h3>{{booking.items}}`;

const itemName = (item: BookingItem) => item.title?.trim() || item.name || `Item ${item.id}`;

// A booking request checked and written, without sending: the items (one trip, one supplier, each
// allowed to become "Pending vendor booking" or already there), the contact to write to, and the
// message from the template with the trip, client, supplier and items filled. Every reason to
// refuse is a violation (422). `lock` takes the item rows for a send.
export const prepareBookingRequest = async (
  db: Tx,
  config: AppConfig,
  user: AuthUser,
  body: BookingRequestBody,
  opts: { lock?: boolean } = {},
) => {
  const violations: Violation[] = [];
  const ids: number[] = [];
  body.items.forEach((raw, i) => {
    const id = itemIdOf(raw);
    if (id === undefined || id > 2147483647)
      violations.push({ propertyPath: `items[${i}]`, message: 'This value is not a valid item.' });
    else if (!ids.includes(id)) ids.push(id);
  });
  if (violations.length) throw unprocessable(violations);
  const items = await loadBookingItems(db, ids, opts);
  const byId = new Map(items.map((item) => [item.id, item]));
  body.items.forEach((raw, i) => {
    const item = byId.get(itemIdOf(raw)!);
    const path = `items[${i}]`;
    if (!item) violations.push({ propertyPath: path, message: 'This item does not exist.' });
    else if (item.alternativeOfId !== null)
      violations.push({
        propertyPath: path,
        message: `“${itemName(item)}” is an alternative: switch it into the trip before booking it.`,
      });
    else if (!item.vendor)
      violations.push({
        propertyPath: path,
        message: `“${itemName(item)}” has no supplier: choose its catalogue record first.`,
      });
    else if (
      item.status !== pendingVendorStatus &&
      !itemStates.canMove(item.status as ItemStatus, pendingVendorStatus)
    )
      violations.push({
        propertyPath: path,
        message: `“${itemName(item)}” is “${statusLabel(item.status)}”: only an approved or paid item, or one with a booking issue, can be requested from its supplier.`,
      });
  });
  const tripIds = [...new Set(items.map((item) => item.tripId))];
  if (tripIds.length > 1)
    violations.push({ propertyPath: 'items', message: 'These items belong to different trips.' });
  const vendors = [...new Map(items.filter((i) => i.vendor).map((i) => [i.vendor!.id, i.vendor!])).values()];
  if (vendors.length > 1)
    violations.push({
      propertyPath: 'items',
      message: `These items belong to different suppliers (${vendors.map((x) => x.name).join(', ')}): request each supplier's items separately.`,
    });
  const { template: chosen } = await resolveRefs(db, body, violations);
  if (violations.length) throw unprocessable(violations);
  const vendor = vendors[0]!;
  // The contact of the first item that has one (the items share the vendor), else the vendor.
  const contact = items.find((item) => item.contact)?.contact ?? null;
  const to = contact?.email ?? vendor.email;
  if (!to)
    throw unprocessable([
      {
        propertyPath: 'items',
        message: `${vendor.name} has no contact with an e-mail address: add one to the vendor first.`,
      },
    ]);
  const trip = (await loadTripMailFacts(db, tripIds[0]!))!;
  const client = await clientOfTrip(db, trip.clientId);
  // Without a template chosen: the first trip-vendor template (the agency's wording), else ours.
  const template: TemplateRow | undefined = chosen ?? (await firstTemplate(db, 'trip-vendor'));
  const subject = body.subject?.trim() || template?.subject || fallback.subject;
  const html = withItems(body.html?.trim() ? body.html : (template?.body ?? fallback.html));
  const values = await placeholderValues(db, config, { client, sender: user });
  setTripValues(values, trip);
  setBookingValues(values, vendor, contact?.name ?? null, items);
  return { items, vendor, to, trip, template, composed: compose(subject, html, values) };
};
