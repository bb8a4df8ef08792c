import { type EmailTemplate, listEmailTemplates } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { FormField } from '../forms/form-fields.tsx';
import { FormFooter } from '../forms/form-footer.tsx';
import { required } from '../forms/form-rules.ts';
import { useServerForm } from '../forms/use-server-form.ts';
import { useSendEmailMutation } from './email-api.ts';
import { EmailPreview } from './email-preview.tsx';

export type EmailRecipient = { '@id': string; name: string; email: string | null };

const schema = v.object({
  template: v.nullable(v.string()),
  to: v.pipe(v.string(), v.trim(), v.nonEmpty('Please input value'), v.email('Please enter a valid e-mail')),
  subject: required(255),
  html: v.pipe(v.string(), v.nonEmpty('Please input value')),
});
type Values = v.InferOutput<typeof schema>;

// A client's "Send e-mail": a template (optional) fills the subject and the body, which staff may
// adapt; the preview is the server's, for this client; POST /api/send-transac-email queues it
// (the e-mail log shows sent or failed once the server has tried). For the client page.
export const SendEmailDialog = ({ client, onClose }: { client: EmailRecipient; onClose: () => void }) => {
  const send = useSendEmailMutation();
  // The trip the message is about (picked under the preview): its placeholders fill when sent.
  const [trip, setTrip] = useState<string | null>(null);
  const templates = useQuery({
    queryKey: ['email-templates', 'all'],
    queryFn: async () =>
      (await listEmailTemplates({ itemsPerPage: 100, 'order[name]': 'asc' })).data['hydra:member'],
    staleTime: 60_000,
  });
  const { form, submit } = useServerForm<Values>({
    schema,
    names: ['template', 'to', 'subject', 'html', 'client'],
    aliases: { client: 'to' },
    defaultValues: { template: null, to: client.email ?? '', subject: '', html: '' },
    onSubmit: async (values) => {
      await send.mutateAsync({
        client: client['@id'],
        ...(values.template ? { template: values.template } : {}),
        ...(trip ? { trip } : {}),
        to: values.to,
        subject: values.subject,
        html: values.html,
      });
      onClose();
    },
  });
  const errors = form.formState.errors;
  const [subject, html] = form.watch(['subject', 'html']);
  const choose = (iri: string | null, list: EmailTemplate[]) => {
    form.setValue('template', iri, { shouldDirty: true });
    const template = list.find((t) => t['@id'] === iri);
    if (template) {
      form.setValue('subject', template.subject, { shouldDirty: true, shouldValidate: true });
      form.setValue('html', template.body, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={`E-mail to ${client.name}`} width={1100}>
        <div className="grid gap-6 overflow-y-auto lg:grid-cols-2">
          <form onSubmit={submit} noValidate aria-label="Send e-mail" className="space-y-4">
            <Field id="send-template" label="Template" error={errors.template?.message}>
              <Select
                id="send-template"
                options={(templates.data ?? []).map((t) => ({ value: t['@id'], label: t.name }))}
                value={form.watch('template')}
                onChange={(iri) => choose(iri, templates.data ?? [])}
                placeholder="No template"
                clearable
              />
            </Field>
            <FormField control={form.control} name="to" id="send-to" label="To">
              {({ field }) => <TextInput id="send-to" type="email" {...field} invalid={Boolean(errors.to)} />}
            </FormField>
            <FormField control={form.control} name="subject" id="send-subject" label="Subject">
              {({ field }) => <TextInput id="send-subject" {...field} invalid={Boolean(errors.subject)} />}
            </FormField>
            <FormField control={form.control} name="html" id="send-html" label="Message (HTML)">
              {({ field }) => (
                <textarea
                  id="send-html"
                  {...field}
                  rows={12}
                  spellCheck={false}
                  aria-invalid={Boolean(errors.html) || undefined}
                  className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
                />
              )}
            </FormField>
            <FormFooter errors={errors} isPending={send.isPending} submitText="Send" onCancel={onClose} />
          </form>
          <EmailPreview
            subject={subject}
            body={html}
            client={client['@id']}
            clientId={idFromIri(client['@id'])}
            onTripChange={setTrip}
          />
        </div>
      </ModalContent>
    </Modal>
  );
};
