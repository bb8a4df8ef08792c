import type { VendorContact } from '@backoffice/sdk';
import { NumberInput } from '@backoffice/ui/number-input';
import { toast } from '@backoffice/ui/toast';
import { Controller } from 'react-hook-form';
import { FormField, TextareaField, TextField } from '../../forms/form-fields.tsx';
import { FormFooter } from '../../forms/form-footer.tsx';
import { FormModal } from '../../forms/form-modal.tsx';
import { STALE_MESSAGE } from '../../forms/server-errors.ts';
import { useServerForm } from '../../forms/use-server-form.ts';
import { type useVendorContactMutations, useVendorContactQuery } from '../api/use-vendor-contacts.ts';
import type { VendorPlaces } from '../api/use-vendor-places-query.ts';
import { contactPlaceKinds } from './contact-places.ts';
import {
  type ContactValues,
  contactFieldNames,
  contactSchema,
  toContactBody,
  toContactValues,
} from './contact-schema.ts';
import { PlaceChecklist } from './place-checklist.tsx';

type Props = {
  vendorIri: string;
  id: number | undefined;
  save: ReturnType<typeof useVendorContactMutations>['save'];
  places: VendorPlaces | undefined;
  // A new contact's starting values: on a place's page, that place ticked in its list.
  preset?: Partial<ContactValues>;
  onClose: () => void;
};

// Add or edit a contact: who they are, their order in the list and the places they look after.
export const ContactFormModal = ({ id, onClose, ...props }: Props) => {
  const current = useVendorContactQuery(id);
  return (
    <FormModal
      title={id === undefined ? 'New contact' : 'Edit contact'}
      width={680}
      loading={id !== undefined && !current.data && 'Loading the contact'}
      onClose={onClose}
    >
      <ContactForm contact={current.data?.contact} etag={current.data?.etag} onClose={onClose} {...props} />
    </FormModal>
  );
};

const ContactForm = ({
  vendorIri,
  contact,
  etag,
  save,
  places,
  preset,
  onClose,
}: Omit<Props, 'id'> & { contact: VendorContact | undefined; etag: string | undefined }) => {
  const { form, submit, bind } = useServerForm<ContactValues>({
    schema: contactSchema,
    defaultValues: contact ? toContactValues(contact) : { ...toContactValues(undefined), ...preset },
    names: contactFieldNames,
    staleMessage: STALE_MESSAGE,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: contact?.id, etag, body: toContactBody(values, vendorIri) });
      toast.success(contact ? 'Updated successfully' : 'Created successfully');
      onClose();
    },
  });
  const kinds = contactPlaceKinds.filter(
    (kind) => (places?.[kind.key]?.length ?? 0) > 0 || form.getValues(kind.key).length > 0,
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contact">
      <div className="grid grid-cols-2 gap-4">
        <TextField {...bind('title', 'Name', 'contact-title')} autoFocus />
        <TextField {...bind('jobTitle', 'Job title', 'contact-job-title')} />
        <TextField {...bind('email', 'E-mail', 'contact-email')} type="email" />
        <TextField {...bind('phone', 'Phone', 'contact-phone')} type="tel" maxLength={64} />
        <FormField control={form.control} name="position" id="contact-position" label="Position">
          {({ field }) => (
            <NumberInput
              id="contact-position"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={32767}
              placeholder="0"
            />
          )}
        </FormField>
      </div>
      <TextareaField {...bind('notes', 'Notes', 'contact-notes')} />
      {kinds.length ? (
        <div className="space-y-3 rounded-md border border-stone-200 p-3">
          <p className="text-sm text-stone-600">Looks after</p>
          {kinds.map((kind) => (
            <Controller
              key={kind.key}
              name={kind.key}
              control={form.control}
              render={({ field }) => (
                <PlaceChecklist
                  legend={kind.label}
                  options={places?.[kind.key] ?? []}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-stone-500">
          This vendor has no places yet: the contact looks after the vendor in general.
        </p>
      )}
      <FormFooter form={form} isPending={save.isPending} onCancel={onClose} />
    </form>
  );
};
