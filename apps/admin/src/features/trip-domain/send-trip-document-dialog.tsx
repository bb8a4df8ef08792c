import type { EmailTemplate } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Checkbox } from '@backoffice/ui/checkbox';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { useState } from 'react';
import { EmailPreview } from '../../shared/emails/email-preview.tsx';
import { FormActions } from '../../shared/forms/form-footer.tsx';
import type { TripPdfKind } from './open-trip-pdf.ts';
import {
  useSendRecipientsQuery,
  useSendTripDocumentMutation,
  useTripTemplatesQuery,
} from './trip-sending-api.ts';

export type SendableTrip = {
  id: number;
  '@id': string;
  reference: string;
  client: { id: number; name: string } | null;
};

const titles: Record<TripPdfKind, string> = { proposal: 'Send proposal', finalized: 'Send finalized trip' };
// The agency's template for the kind is chosen first (its name says which: "Proposal ready").
const templateWord: Record<TripPdfKind, string> = { proposal: 'proposal', finalized: 'final' };

// "Send proposal" / "Send finalized trip": the client (always) and the guests ticked, a trip
// template (subject and body editable), the server's preview with the trip's placeholders filled;
// Send stores the PDF as the trip's next version and e-mails it attached (the server's 202).
export const SendTripDocumentDialog = ({
  trip,
  kind,
  onClose,
}: {
  trip: SendableTrip;
  kind: TripPdfKind;
  onClose: () => void;
}) => {
  const recipients = useSendRecipientsQuery(trip.id, trip.client?.id);
  const templates = useTripTemplatesQuery('trip');
  const send = useSendTripDocumentMutation(trip.id, kind);
  const [template, setTemplate] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [guests, setGuests] = useState<string[]>([]);
  const [chosen, setChosen] = useState(false);

  const apply = (iri: string | null, list: EmailTemplate[]) => {
    setTemplate(iri);
    const found = list.find((t) => t['@id'] === iri);
    if (found) {
      setSubject(found.subject);
      setHtml(found.body);
    }
  };
  // Once the templates are there, the kind's own is chosen (staff may change it).
  if (!chosen && templates.data) {
    setChosen(true);
    const own = templates.data.find((t) => t.name.toLowerCase().includes(templateWord[kind]));
    if (own) apply(own['@id'], templates.data);
  }

  const client = recipients.data?.client;
  const problem = send.error && isApiError(send.error) ? send.error.messages.join(' ') : null;
  const canSend = Boolean(client?.email) && subject.trim() !== '' && html.trim() !== '' && !send.isPending;
  const submit = async () => {
    await send
      .mutateAsync({
        ...(template ? { template } : {}),
        subject,
        html,
        guests,
      })
      .then(onClose)
      .catch(() => undefined);
  };

  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={`${titles[kind]} · ${trip.reference}`} width={1100}>
        <div className="grid gap-6 overflow-y-auto lg:grid-cols-2">
          <form
            aria-label={titles[kind]}
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-stone-700">Recipients</legend>
              {recipients.isPending ? (
                <p className="text-sm text-stone-500">Loading…</p>
              ) : client ? (
                <p className="text-sm" data-testid="send-to">
                  To: <span className="font-medium">{client.name}</span>{' '}
                  {client.email ? (
                    <span className="text-stone-500">&lt;{client.email}&gt;</span>
                  ) : (
                    <span role="alert" className="text-red-700">
                      has no e-mail address
                    </span>
                  )}
                </p>
              ) : null}
              {recipients.data?.guests.map((guest) => {
                const id = `send-guest-${guest['@id'].split('/').at(-1)}`;
                return (
                  <div key={guest['@id']} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={id}
                      disabled={!guest.email}
                      checked={guests.includes(guest['@id'])}
                      onCheckedChange={(on) =>
                        setGuests((now) =>
                          on === true ? [...now, guest['@id']] : now.filter((g) => g !== guest['@id']),
                        )
                      }
                    />
                    <label htmlFor={id}>
                      Copy to {guest.name}{' '}
                      <span className="text-stone-500">
                        {guest.email ? `<${guest.email}>` : '(no e-mail address)'}
                      </span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
            <Field id="send-doc-template" label="Template">
              <Select
                id="send-doc-template"
                options={(templates.data ?? []).map((t) => ({ value: t['@id'], label: t.name }))}
                value={template}
                onChange={(iri) => apply(iri, templates.data ?? [])}
                placeholder="No template"
                clearable
              />
            </Field>
            <Field id="send-doc-subject" label="Subject">
              <TextInput id="send-doc-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
            </Field>
            <Field id="send-doc-html" label="Message (HTML)">
              <textarea
                id="send-doc-html"
                value={html}
                onChange={(e) => setHtml(e.target.value)}
                rows={10}
                spellCheck={false}
                className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
              />
            </Field>
            <p className="text-xs text-stone-500">
              The {kind === 'proposal' ? 'proposal' : 'finalized trip'} PDF is stored as the trip's next
              version and attached to the e-mail.
            </p>
            <FormActions
              error={problem}
              isPending={send.isPending}
              disabled={!canSend}
              onCancel={onClose}
              submitText="Send"
              pendingText="Sending…"
            />
          </form>
          {client ? (
            <EmailPreview subject={subject} body={html} client={client['@id']} trip={trip['@id']} />
          ) : null}
        </div>
      </ModalContent>
    </Modal>
  );
};
