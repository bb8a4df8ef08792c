import type { Vendor, VendorContact } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useVendorContactMutations, useVendorContactsQuery } from './api/use-vendor-contacts.ts';
import { contactPlaceKinds, type VendorPlaces } from './api/use-vendor-places-query.ts';
import { ContactFormModal } from './contact-form-modal.tsx';

const cell = 'px-3 py-2 align-top';
const dash = <span className="text-stone-400">—</span>;

const placeNames = (contact: VendorContact, names: Map<string, string>) =>
  contactPlaceKinds.flatMap((kind) => (contact[kind.key] ?? []).map((iri) => names.get(iri) ?? iri));

// The vendor's contacts by position: create and edit in a modal, delete after confirming.
export const VendorContacts = ({ vendor, places }: { vendor: Vendor; places: VendorPlaces | undefined }) => {
  const confirm = useConfirm();
  const contacts = useVendorContactsQuery(vendor.id);
  const { save, remove } = useVendorContactMutations(vendor.id);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const names = useMemo(
    () =>
      new Map(
        Object.values(places ?? {}).flatMap((options) => options.map((o) => [o.value, o.label] as const)),
      ),
    [places],
  );
  const rows = contacts.data ?? [];

  return (
    <FormSection
      title="Contacts"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setEditing({ id: undefined })}>
          <Plus className="size-4" aria-hidden />
          Add contact
        </Button>
      }
    >
      {contacts.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-stone-100" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No contact yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-stone-200">
          <table aria-label="Contacts" className="w-full text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-left text-stone-600">
              <tr>
                <th scope="col" className={`${cell} w-12 font-medium`}>
                  #
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Name
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  E-mail / phone
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Looks after
                </th>
                <th scope="col" className={`${cell} w-20`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((contact) => {
                const looksAfter = placeNames(contact, names);
                return (
                  <tr key={contact.id}>
                    <td className={`${cell} tabular-nums text-stone-500`}>{contact.position}</td>
                    <td className={cell}>
                      <div className="font-medium text-stone-900">{contact.title}</div>
                      {contact.jobTitle ? (
                        <div className="text-xs text-stone-500">{contact.jobTitle}</div>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {contact.email ? (
                        <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                          {contact.email}
                        </a>
                      ) : null}
                      {contact.phone ? <div className="text-stone-600">{contact.phone}</div> : null}
                      {!contact.email && !contact.phone ? dash : null}
                    </td>
                    <td className={`${cell} text-stone-700`}>
                      {looksAfter.length ? (
                        looksAfter.join(', ')
                      ) : (
                        <span className="text-stone-500">The vendor</span>
                      )}
                    </td>
                    <td className={`${cell} whitespace-nowrap text-right`}>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="size-8 px-0"
                        aria-label={`Edit ${contact.title}`}
                        onClick={() => setEditing({ id: contact.id })}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="size-8 px-0 text-stone-500 hover:bg-red-50 hover:text-red-600"
                        aria-label={`Delete ${contact.title}`}
                        onClick={async () => {
                          if (await confirm({ danger: true, confirmText: 'Delete' })) {
                            await remove.mutateAsync(contact.id).catch(() => undefined);
                          }
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
