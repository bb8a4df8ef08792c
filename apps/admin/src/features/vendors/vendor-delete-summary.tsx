import type { Vendor } from '@backoffice/sdk';
import { DEFAULT_CONFIRM_CONTENT } from '@backoffice/ui/confirm-dialog';
import { vendorServices } from './vendor-services.ts';

export type DeletedWith = { label: string; count: number; isService?: boolean };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// What the API deletes with a vendor (its foreign keys cascade): the kind records (each with its
// rooms, treatments, activities, transfers or services), contacts, locations, contracts and files.
export const deletedWith = (vendor: Vendor): DeletedWith[] =>
  [
    ...vendorServices.map((service) => ({
      label: plural(vendor[service.key]?.length ?? 0, service.singular, service.label).toLowerCase(),
      count: vendor[service.key]?.length ?? 0,
      isService: true,
    })),
    {
      label: plural(vendor.contacts?.length ?? 0, 'contact', 'contacts'),
      count: vendor.contacts?.length ?? 0,
    },
    { label: plural(vendor.locations.length, 'location', 'locations'), count: vendor.locations.length },
    {
      label: plural(vendor.contracts?.length ?? 0, 'contract', 'contracts'),
      count: vendor.contracts?.length ?? 0,
    },
    {
      label: plural(vendor.attachments?.length ?? 0, 'attachment', 'attachments'),
      count: vendor.attachments?.length ?? 0,
    },
  ].filter((item) => item.count > 0);

// The product's confirm text, then what goes with the vendor; `items` undefined: they could not be
// counted (the vendor could not be read), which the dialog says rather than staying silent.
export const VendorDeleteSummary = ({ name, items }: { name: string; items: DeletedWith[] | undefined }) => (
  <div className="space-y-3">
    <p>{DEFAULT_CONFIRM_CONTENT}</p>
    {items === undefined ? (
      <p className="font-medium text-red-700">
        Everything {name} holds (accommodations, spas and other services, contacts, contracts) is deleted with
        it.
      </p>
    ) : items.length === 0 ? (
      <p>{name} has no services, contacts, locations, contracts or attachments.</p>
    ) : (
      <div>
        <p className="font-medium text-red-700">Deleting {name} also deletes:</p>
        <ul aria-label="Deleted with the vendor" className="mt-1 list-disc pl-5 text-stone-700">
          {items.map((item) => (
            <li key={item.label}>{item.label}</li>
          ))}
        </ul>
        {items.some((item) => item.isService) ? (
          <p className="mt-1 text-xs text-stone-500">
            with their rooms, treatments, activities, transfers and services.
          </p>
        ) : null}
      </div>
    )}
  </div>
);
