import type { VendorEmbedded } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { Select } from '@backoffice/ui/select';
import { Link2, Unlink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { AddButton, DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
import {
  type ContactPlace,
  useContactLinkMutation,
  usePlaceContactsQuery,
  useVendorContactMutations,
  useVendorContactsQuery,
} from '../../../shared/vendors/api/use-vendor-contacts.ts';
import {
  useVendorPlacesQuery,
  type VendorPlaces,
} from '../../../shared/vendors/api/use-vendor-places-query.ts';
import { useVendorQuery } from '../../../shared/vendors/api/use-vendor-query.ts';
import {
  type ContactContext,
  contactPresetOf,
  looksAfter,
  useContactContext,
} from '../../../shared/vendors/contacts/contact-context.ts';
import { ContactFormModal } from '../../../shared/vendors/contacts/contact-form-modal.tsx';
import { contactPlaceKinds } from '../../../shared/vendors/contacts/contact-places.ts';
import { ContactTable, placeNameMap } from '../../../shared/vendors/contacts/contact-table.tsx';
import { vendorPath } from '../../../shared/vendors/vendor-paths.ts';
import type { KindDef, KindRecord } from '../types.ts';

const placeholder = <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-stone-100" />;

// The vendor's places for the contact form, with this record among them even before they load.
const withRecord = (places: VendorPlaces | undefined, place: ContactPlace, name: string): VendorPlaces => {
  const own = places?.[place.list] ?? [];
  return own.some((option) => option.value === place.iri)
    ? { ...places }
    : { ...places, [place.list]: [...own, { value: place.iri, label: name }] };
};

type PlaceProps = {
  kind: KindDef;
  record: KindRecord;
  vendor: VendorEmbedded;
  place: Extract<ContactContext, { scope: 'place' }>;
};

// The contacts who look after this record: add (the record ticked), edit, unlink, delete, and link
// one of the vendor's other contacts.
const PlaceContacts = ({ kind, record, vendor, place }: PlaceProps) => {
  const contacts = usePlaceContactsQuery(vendor.id, place);
  const all = useVendorContactsQuery(vendor.id);
  const { save, remove } = useVendorContactMutations(vendor.id);
  const link = useContactLinkMutation(vendor.id, place);
  const full = useVendorQuery(vendor.id);
  const vendorPlaces = useVendorPlacesQuery(full.data?.vendor);
  const places = useMemo(
    () => withRecord(vendorPlaces.data, place, record.name),
    [vendorPlaces.data, place, record.name],
  );
  const names = useMemo(() => placeNameMap(places), [places]);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = contacts.data ?? [];
  const linkable = (all.data ?? [])
    .filter((contact) => !looksAfter(contact, place))
    .map((contact) => ({
      value: contact.id,
      label: contact.jobTitle ? `${contact.title} (${contact.jobTitle})` : contact.title,
    }));
  const what = `this ${kind.singular}`;

  return (
    <FormSection
      title="Contacts"
      description={`The people at ${vendor.name} who look after ${what}.`}
      actions={<AddButton onClick={() => setEditing({ id: undefined })}>Add contact</AddButton>}
    >
      {contacts.isPending ? (
        placeholder
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No contact looks after {what} yet.</p>
      ) : (
        <ContactTable
          contacts={rows}
          names={names}
          actions={(contact) => (
            <>
              <EditButton name={contact.title} onEdit={() => setEditing({ id: contact.id })} />
              <Button
                variant="ghost"
                size="sm"
                className="size-8 px-0"
                aria-label={`Unlink ${contact.title}`}
                title={`Stop looking after ${what}`}
                disabled={link.isPending}
                onClick={() => link.mutateAsync({ id: contact.id, linked: false }).catch(() => undefined)}
              >
                <Unlink className="size-4" aria-hidden />
              </Button>
              <DeleteButton
                name={contact.title}
                content={`${contact.title} will be deleted from ${vendor.name} and every place they look after. To only take them off ${what}, unlink them instead.`}
                onDelete={() => remove.mutateAsync(contact.id)}
              />
            </>
          )}
        />
      )}
      {linkable.length ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">
          <span className="text-sm text-stone-600">Link one of the vendor's contacts</span>
          <Select<number>
            aria-label="Contact to link"
            className="w-72"
            options={linkable}
            value={chosen}
            onChange={setChosen}
            placeholder="Choose a contact"
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={chosen === null || link.isPending}
            onClick={async () => {
              if (chosen === null) return;
              await link
                .mutateAsync({ id: chosen, linked: true })
                .then(() => setChosen(null))
                .catch(() => undefined);
            }}
          >
            <Link2 className="size-4" aria-hidden />
            Link
          </Button>
        </div>
      ) : null}
      {editing ? (
        <ContactFormModal
          vendorIri={vendor['@id']}
          id={editing.id}
          save={save}
          places={places}
          preset={contactPresetOf(place)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
};

// A winery keeps no contacts of its own (the API has no winery list on a contact): the vendor's
// general contacts are shown, to be managed on the vendor's Details tab.
const VendorGeneralContacts = ({ vendor }: { vendor: VendorEmbedded }) => {
  const contacts = useVendorContactsQuery(vendor.id);
  const general = (contacts.data ?? []).filter((contact) =>
    contactPlaceKinds.every((kind) => (contact[kind.key]?.length ?? 0) === 0),
  );
  return (
    <FormSection
      title="Contacts"
      description={`The contacts of ${vendor.name} in general.`}
      actions={
        <Link
          href={vendorPath(vendor.id, 'Details')}
          className="text-sm font-medium text-brand-800 hover:underline"
        >
          Manage on the vendor's Details tab
        </Link>
      }
    >
      {contacts.isPending ? (
        placeholder
      ) : general.length === 0 ? (
        <p className="text-sm text-stone-500">{vendor.name} has no general contact yet.</p>
      ) : (
        <ContactTable contacts={general} names={new Map()} />
      )}
    </FormSection>
  );
};

// The Contacts tab of a vendor kind's page. Whom the contacts belong to comes from the route's
// name (calls.md §2): this record on an accommodation, spa... page; the vendor on a winery's.
export const KindContactsTab = ({ kind, record }: { kind: KindDef; record: KindRecord }) => {
  const context = useContactContext();
  if (!record.vendor) {
    return (
      <p className="text-sm text-stone-500">
        This {kind.singular} has no vendor: contacts belong to a vendor.
      </p>
    );
  }
  if (context.scope === 'vendor') return <VendorGeneralContacts vendor={record.vendor} />;
  return <PlaceContacts kind={kind} record={record} vendor={record.vendor} place={context} />;
};
