import type { Control } from 'react-hook-form';
import type { ClientValues } from '../../shared/clients/client-schema.ts';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
import { clientStartStatuses, statusOptions } from './client-status.ts';

const startOptions = statusOptions(clientStartStatuses);

const firstName = (autoFocus: boolean): FieldDef => ({
  name: 'firstName',
  label: 'First name',
  id: 'client-first-name',
  kind: 'text',
  max: 120,
  autoFocus,
});
const lastName: FieldDef = {
  name: 'lastName',
  label: 'Last name',
  id: 'client-last-name',
  kind: 'text',
  max: 120,
};
const status: FieldDef = {
  name: 'status',
  label: 'Status',
  id: 'client-status',
  kind: 'select',
  options: startOptions,
};
const details: FieldDef[] = [
  { name: 'email', label: 'E-mail', id: 'client-email', kind: 'email', max: 180 },
  { name: 'phone', label: 'Phone', id: 'client-phone', kind: 'tel', max: 64 },
  { name: 'mobilePhone', label: 'Mobile phone', id: 'client-mobile', kind: 'tel', max: 64 },
  { name: 'birthday', label: 'Birthday', id: 'client-birthday', kind: 'date', max: 255 },
  { name: 'nationality', label: 'Nationality', id: 'client-nationality', kind: 'text', max: 120 },
  { name: 'language', label: 'Language', id: 'client-language', kind: 'text', max: 16 },
  { name: 'currency', label: 'Currency', id: 'client-currency', kind: 'text', max: 3, placeholder: 'EUR' },
  { name: 'address', label: 'Address', id: 'client-address', kind: 'text', wide: true },
  { name: 'addressLine2', label: 'Address line 2', id: 'client-address2', kind: 'text', wide: true },
  { name: 'postalCode', label: 'Postal code', id: 'client-postal', kind: 'text', max: 32 },
  { name: 'city', label: 'City', id: 'client-city', kind: 'text', max: 120 },
  { name: 'region', label: 'Region', id: 'client-region', kind: 'text', max: 120 },
  { name: 'country', label: 'Country', id: 'client-country', kind: 'text', max: 120 },
  { name: 'notes', label: 'Notes', id: 'client-notes', kind: 'textarea' },
];

// The client's fields, shared by the create page and the General tab. A saved client's status is
// moved with the status menu (its possible transitions), not in the form.
export const ClientFields = ({
  control,
  autoFocus = false,
  hasStatus = true,
}: {
  control: Control<ClientValues>;
  autoFocus?: boolean;
  hasStatus?: boolean;
}) => {
  const fields = [firstName(autoFocus), lastName, ...(hasStatus ? [status] : []), ...details];
  return (
    <div className="grid grid-cols-2 gap-4">
      <DeclaredFieldGrid fields={fields} control={control} wideClass="col-span-2" />
    </div>
  );
};
