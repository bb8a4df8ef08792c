import { isApiError } from '@backoffice/sdk/core';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Select } from '@backoffice/ui/select';
import { Spinner } from '@backoffice/ui/spinner';
import { useState } from 'react';
import { FormActions } from '../../shared/forms/form-footer.tsx';
import {
  useBookingRequestPreviewQuery,
  useRequestBookingMutation,
  useTripTemplatesQuery,
} from './trip-sending-api.ts';

export type BookableItem = { '@id': string; name: string };

// "Request booking" for one item or several of one supplier: the server's message (the supplier's
// contact, the trip-vendor template with the items) or its reasons to refuse (another supplier, a
// status that cannot be booked yet, no address); Send e-mails it and the items become "Pending
// vendor booking".
export const RequestBookingDialog = ({ items, onClose }: { items: BookableItem[]; onClose: () => void }) => {
  const templates = useTripTemplatesQuery('trip-vendor');
  const [template, setTemplate] = useState<string | null>(null);
  const body = { items: items.map((item) => item['@id']), ...(template ? { template } : {}) };
  const preview = useBookingRequestPreviewQuery(body);
  const send = useRequestBookingMutation();
  const refusal = (error: unknown) =>
    isApiError(error) ? error.messages.join(' ') : 'The booking request could not be prepared.';
  const title =
    items.length === 1 ? `Request booking: ${items[0]!.name}` : `Request booking: ${items.length} items`;
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={title} width={900}>
        <div className="space-y-4 overflow-y-auto">
          <ul className="list-inside list-disc text-sm text-stone-700">
            {items.map((item) => (
              <li key={item['@id']}>{item.name}</li>
            ))}
          </ul>
          <Field id="booking-template" label="Template">
            <Select
              id="booking-template"
              options={(templates.data ?? []).map((t) => ({ value: t['@id'], label: t.name }))}
              value={template}
              onChange={setTemplate}
              placeholder="The agency's trip-vendor template"
              clearable
            />
          </Field>
          {preview.isPending ? (
            <Spinner label="Preparing the request" />
          ) : preview.isError ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {refusal(preview.error)}
            </p>
          ) : (
            <section aria-label="Booking request" className="space-y-2">
              <p className="text-sm">
                <span className="text-stone-500">To: </span>
                <span data-testid="booking-to" className="font-medium">
                  {preview.data.vendorName} &lt;{preview.data.to}&gt;
                </span>
              </p>
              <p className="text-sm">
                <span className="text-stone-500">Subject: </span>
                <span className="font-medium">{preview.data.subject}</span>
              </p>
              <iframe
                title="Booking request preview"
                sandbox=""
                srcDoc={`<!doctype html><html><body style="font-family: Georgia, serif; font-size: 14px; color: #1c1917; margin: 12px">${preview.data.html}</body></html>`}
                className="h-72 w-full rounded border border-stone-200 bg-white"
              />
            </section>
          )}
          <FormActions
            error={send.isError ? refusal(send.error) : null}
            isPending={send.isPending}
            disabled={!preview.data || preview.isError}
            onCancel={onClose}
            submitText="Send request"
            pendingText="Sending…"
            onSubmit={() =>
              void send
                .mutateAsync(body)
                .then(onClose)
                .catch(() => undefined)
            }
          />
        </div>
      </ModalContent>
    </Modal>
  );
};
