import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { guard } from '../engine/access.ts';
import { itemBody, jsonLd } from '../engine/handlers/respond.ts';
import { inTransaction, updateRecord } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { answers, jsonBody, jsonContent } from '../openapi/components.ts';
import { tripItemsResource } from '../trips/trip-items.resource.ts';
import { bookingRequestBody, pendingVendorStatus, prepareBookingRequest } from './booking-request.ts';
import { request } from './email.routes.ts';
import { emailLogsResource } from './email-logs.resource.ts';
import { queueMail } from './queue-mail.ts';

const BookingRequest = v.pipe(
  bookingRequestBody,
  v.metadata({
    ref: 'BookingRequest',
    description:
      'Items of one trip booked with one supplier (IRIs or ids), each approved, paid, with a booking issue or already pending the vendor. `template` (default: the first trip-vendor template), or `subject` and `html`, written with the trip, client, vendor and {{booking.items}} filled (the items table is added when the text has no {{booking.items}}).',
  }),
);
const BookingRequestPreview = v.pipe(
  v.object({
    vendor: v.string(),
    vendorName: v.string(),
    to: v.string(),
    items: v.array(v.string()),
    subject: v.string(),
    html: v.string(),
    text: v.string(),
    placeholdersLeft: v.array(v.string()),
  }),
  v.metadata({ ref: 'BookingRequestPreview' }),
);

// "Request booking" on one item or several of one supplier: the supplier's contact gets the
// message from the trip-vendor template with the items, and the items become "Pending vendor
// booking", in one transaction; the log row is the vendor's (and the trip's). Items of two
// suppliers are refused (422), not split: one message is one request to one supplier.
export const mountRequestBookingRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/trip_items/booking-request-preview',
    describeRoute({
      operationId: 'previewBookingRequest',
      summary: 'The booking request that would be sent for these items, without sending it',
      description: 'Checks the items as the request does (422 with the reasons) and renders the message.',
      tags: ['TripItems'],
      requestBody: request(BookingRequest),
      responses: answers(200, 'The message', jsonBody(BookingRequestPreview), [400, 401, 403, 415, 422]),
    }),
    guard('trips', 'write'),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(bookingRequestBody, await readAnyBody(c));
      const prepared = await prepareBookingRequest(deps.db, deps.config, c.get('user')!, body);
      return jsonLd(c, {
        vendor: `/api/vendors/${prepared.vendor.id}`,
        vendorName: prepared.vendor.name,
        to: prepared.to,
        items: prepared.items.map((item) => tripItemsResource.iri(item.id)),
        ...prepared.composed,
      });
    },
  );

  app.post(
    '/api/trip_items/request-booking',
    describeRoute({
      operationId: 'requestTripItemsBooking',
      summary:
        "E-mail a booking request for items of one supplier to its contact; the items become 'Pending vendor booking'",
      description:
        "Answers 202 with the e-mail log (vendor, trip; status queued); the items' status is waiting_booking. The message goes once the request has committed.",
      tags: ['TripItems'],
      requestBody: request(BookingRequest),
      responses: answers(202, 'Queued', jsonContent('EmailLog'), [400, 401, 403, 415, 422]),
    }),
    guard('trips', 'write'),
    async (c) => {
      const deps = c.get('deps');
      const user = c.get('user')!;
      const body = validateBody(bookingRequestBody, await readAnyBody(c));
      const log = await inTransaction(deps, user, async (ctx) => {
        const prepared = await prepareBookingRequest(ctx.tx, deps.config, user, body, { lock: true });
        // Through the record service: the state machine, the audit and the trip's history.
        for (const item of prepared.items) {
          if (item.status !== pendingVendorStatus)
            await updateRecord(ctx, tripItemsResource, item.id, { status: pendingVendorStatus });
        }
        return queueMail(
          ctx,
          {
            to: prepared.to,
            composed: prepared.composed,
            scope: prepared.template?.scope ?? 'trip-vendor',
            templateId: prepared.template?.id,
            vendorId: prepared.vendor.id,
            tripId: prepared.trip.id,
          },
          `Booking request sent to ${prepared.to}.`,
        );
      });
      c.header('Location', emailLogsResource.iri(log.id));
      return jsonLd(c, await itemBody(deps.db, emailLogsResource, log), 202);
    },
  );
};
