import type { VendorContact } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { NumberInput } from '@backoffice/ui/number-input';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { type useVendorContactMutations, useVendorContactQuery } from './api/use-vendor-contacts.ts';
import { contactPlaceKinds, type VendorPlaces } from './api/use-vendor-places-query.ts';
import {
  type ContactValues,
  contactFieldNames,
  contactSchema,
  toContactBody,
  toContactValues,
} from './contact-schema.ts';
import { applyServerError } from './form-errors.ts';
import { TextareaField, TextField } from './form-fields.tsx';
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
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={id === undefined ? 'New contact' : 'Edit contact'} width={680}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner label="Loading the contact" />
          </div>
        ) : (
          <ContactForm
            contact={current.data?.contact}
            etag={current.data?.etag}
            onClose={onClose}
            {...props}
          />
        )}
      </ModalContent>
    </Modal>
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
  const form = useForm<ContactValues>({
    defaultValues: contact ? toContactValues(contact) : { ...toContactValues(undefined), ...preset },
    resolver: valibotResolver(contactSchema) as Resolver<ContactValues>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: contact?.id, etag, body: toContactBody(values, vendorIri) });
      toast.success(contact ? 'Updated successfully' : 'Created successfully');
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, contactFieldNames);
    }
  });
  const kinds = contactPlaceKinds.filter(
    (kind) => (places?.[kind.key]?.length ?? 0) > 0 || form.getValues(kind.key).length > 0,
  );
  const root = form.formState.errors.root;
  const message = root?.stale?.message ?? root?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contact">
      <div className="grid grid-cols-2 gap-4">
        <TextField control={form.control} name="title" label="Name" id="contact-title" autoFocus />
        <TextField control={form.control} name="jobTitle" label="Job title" id="contact-job-title" />
        <TextField control={form.control} name="email" label="E-mail" id="contact-email" type="email" />
        <TextField
          control={form.control}
          name="phone"
          label="Phone"
          id="contact-phone"
          type="tel"
          maxLength={64}
        />
        <Controller
          name="position"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field id="contact-position" label="Position" error={fieldState.error?.message}>
              <NumberInput
                id="contact-position"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={32767}
                placeholder="0"
              />
            </Field>
          )}
        />
      </div>
      <TextareaField control={form.control} name="notes" label="Notes" id="contact-notes" />
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
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
};
