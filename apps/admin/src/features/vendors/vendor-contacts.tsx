import type { Vendor } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';
import { useMemo, useState } from 'react';
import { AddButton, DeleteButton, EditButton } from '../../shared/forms/row-buttons.tsx';
import {
  useVendorContactMutations,
  useVendorContactsQuery,
} from '../../shared/vendors/api/use-vendor-contacts.ts';
import type { VendorPlaces } from '../../shared/vendors/api/use-vendor-places-query.ts';
import { ContactFormModal } from '../../shared/vendors/contacts/contact-form-modal.tsx';
import { ContactTable, placeNameMap } from '../../shared/vendors/contacts/contact-table.tsx';

// The vendor's contacts by position: create and edit in a modal, delete after confirming.
export const VendorContacts = ({ vendor, places }: { vendor: Vendor; places: VendorPlaces | undefined }) => {
  const contacts = useVendorContactsQuery(vendor.id);
  const { save, remove } = useVendorContactMutations(vendor.id);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const names = useMemo(() => placeNameMap(places), [places]);
  const rows = contacts.data ?? [];

  return (
    <FormSection
      title="Contacts"
      actions={<AddButton onClick={() => setEditing({ id: undefined })}>Add contact</AddButton>}
    >
      {contacts.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-stone-100" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No contact yet.</p>
      ) : (
        <ContactTable
          contacts={rows}
          names={names}
          actions={(contact) => (
            <>
              <EditButton name={contact.title} onEdit={() => setEditing({ id: contact.id })} />
              <DeleteButton name={contact.title} onDelete={() => remove.mutateAsync(contact.id)} />
            </>
          )}
        />
      )}
      {editing ? (
        <ContactFormModal
          vendorIri={vendor['@id']}
          id={editing.id}
          save={save}
          places={places}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
};
