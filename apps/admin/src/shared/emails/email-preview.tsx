import { isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { RecordPicker } from '../forms/record-picker.tsx';
import { clientSource } from './client-source.ts';
import { useEmailPreviewQuery } from './email-api.ts';
import { tripSource } from './trip-source.ts';

// The message as the server renders it (POST /api/get-email-preview) for the subject and body being
// edited, against a chosen client and the trip it is about (trip placeholders): 400 ms after the
// last change. The HTML is sanitised by the server and shown in a sandboxed frame (no script, no
// navigation of this page).
export const EmailPreview = ({
  subject,
  body,
  client: fixedClient,
  clientId,
  trip: fixedTrip,
  onTripChange,
}: {
  subject: string;
  body: string;
  /** The client the message is for (a client's page): no client picker then. */
  client?: string;
  /** That client's id: the trip picker offers its trips only. */
  clientId?: number;
  /** The trip the message is about, when the screen knows it: no trip picker then. */
  trip?: string;
  /** Told the trip picked (a send dialog sends it with the message). */
  onTripChange?: (trip: string | null) => void;
}) => {
  const [picked, setClient] = useState<string | null>(null);
  const [pickedTrip, setTrip] = useState<string | null>(null);
  const client = fixedClient ?? picked;
  const trip = fixedTrip ?? pickedTrip;
  const trips = useMemo(() => tripSource(clientId), [clientId]);
  const request = useDebouncedValue(
    { subject, html: body, ...(client ? { client } : {}), ...(trip ? { trip } : {}) },
    400,
  );
  const ready = request.subject.trim() !== '' && request.html.trim() !== '';
  const preview = useEmailPreviewQuery(request, ready);
  const error = preview.error;
  return (
    <section aria-label="Preview" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-700">Preview</h2>
        {preview.isFetching ? <Spinner label="Rendering the preview" /> : null}
      </div>
      {fixedClient ? null : (
        <RecordPicker
          source={clientSource}
          value={picked}
          onChange={(value) => setClient(value)}
          aria-label="Preview for client"
          placeholder="Preview for a client…"
        />
      )}
      {fixedTrip ? null : (
        <RecordPicker
          source={trips}
          value={pickedTrip}
          onChange={(value) => {
            setTrip(value);
            onTripChange?.(value);
          }}
          aria-label="About trip"
          placeholder="About a trip…"
        />
      )}
      {!ready ? (
        <p className="text-sm text-stone-500">Write a subject and a body to see the preview.</p>
      ) : error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {isApiError(error) ? error.messages.join(' ') : 'The preview could not be rendered.'}
        </p>
      ) : preview.data ? (
        <div className="space-y-2">
          <p className="text-sm">
            <span className="text-stone-500">Subject: </span>
            <span data-testid="preview-subject" className="font-medium text-stone-900">
              {preview.data.subject}
            </span>
          </p>
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={`<!doctype html><html><body style="font-family: Georgia, serif; font-size: 14px; color: #1c1917; margin: 12px">${preview.data.html}</body></html>`}
            className="h-96 w-full rounded border border-stone-200 bg-white"
          />
          {preview.data.placeholdersLeft.length ? (
            <p className="text-xs text-amber-700">
              Left as written: {preview.data.placeholdersLeft.map((p) => `{{${p}}}`).join(', ')}
              {client ? '' : ' (choose a client to fill the client placeholders)'}
              {trip ? '' : ' (choose a trip to fill the trip placeholders)'}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
