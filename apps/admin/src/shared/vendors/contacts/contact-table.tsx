import type { VendorContact } from '@backoffice/sdk';
import type { ReactNode } from 'react';
import type { VendorPlaces } from '../api/use-vendor-places-query.ts';
import { contactPlaceKinds } from './contact-places.ts';

const cell = 'px-3 py-2 align-top';
const dash = <span className="text-stone-400">—</span>;

// product.md §5: a list may arrive as a single link.
const asList = (value: string[] | string | null | undefined) =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The names of the places a contact may look after, by IRI. */
export const placeNameMap = (places: VendorPlaces | undefined) =>
  new Map(Object.values(places ?? {}).flatMap((options) => options.map((o) => [o.value, o.label] as const)));

const placeNames = (contact: VendorContact, names: Map<string, string>) =>
  contactPlaceKinds.flatMap((kind) => asList(contact[kind.key]).map((iri) => names.get(iri) ?? iri));

// Contacts in the order given (by position): name and job title, how to reach them, the places they
// look after (by name when known) and the row's actions, if any.
export const ContactTable = ({
  contacts,
  names,
  actions,
}: {
  contacts: VendorContact[];
  names: Map<string, string>;
  actions?: (contact: VendorContact) => ReactNode;
}) => (
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
          {actions ? (
            <th scope="col" className={`${cell} w-20`}>
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {contacts.map((contact, index) => {
          const looksAfter = placeNames(contact, names);
          return (
            <tr key={contact.id}>
              {/* Counted from 1 for people; the stored position (0 by default) only orders them. */}
              <td className={`${cell} tabular-nums text-stone-500`}>{index + 1}</td>
              <td className={cell}>
                <div className="font-medium text-stone-900">{contact.title}</div>
                {contact.jobTitle ? <div className="text-xs text-stone-500">{contact.jobTitle}</div> : null}
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
              {actions ? (
                <td className={`${cell} whitespace-nowrap text-right`}>{actions(contact)}</td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);
