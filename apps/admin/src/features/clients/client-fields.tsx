import type { Control } from 'react-hook-form';
import type { ClientValues } from '../../shared/clients/client-schema.ts';
import { SelectField, TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import { clientStartStatuses, statusOptions } from './client-status.ts';

const startOptions = statusOptions(clientStartStatuses);

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
}) => (
  <div className="grid grid-cols-2 gap-4">
    <TextField
      control={control}
      name="firstName"
      label="First name"
      id="client-first-name"
      maxLength={120}
      autoFocus={autoFocus}
    />
    <TextField control={control} name="lastName" label="Last name" id="client-last-name" maxLength={120} />
    {hasStatus ? (
      <SelectField control={control} name="status" label="Status" id="client-status" options={startOptions} />
    ) : null}
    <TextField control={control} name="email" label="E-mail" id="client-email" type="email" maxLength={180} />
    <TextField control={control} name="phone" label="Phone" id="client-phone" type="tel" maxLength={64} />
    <TextField
      control={control}
      name="mobilePhone"
      label="Mobile phone"
      id="client-mobile"
      type="tel"
      maxLength={64}
    />
    <TextField control={control} name="birthday" label="Birthday" id="client-birthday" type="date" />
    <TextField
      control={control}
      name="nationality"
      label="Nationality"
      id="client-nationality"
      maxLength={120}
    />
    <TextField control={control} name="language" label="Language" id="client-language" maxLength={16} />
    <TextField
      control={control}
      name="currency"
      label="Currency"
      id="client-currency"
      maxLength={3}
      placeholder="EUR"
    />
    <div className="col-span-2">
      <TextField control={control} name="address" label="Address" id="client-address" />
    </div>
    <div className="col-span-2">
      <TextField control={control} name="addressLine2" label="Address line 2" id="client-address2" />
    </div>
    <TextField control={control} name="postalCode" label="Postal code" id="client-postal" maxLength={32} />
    <TextField control={control} name="city" label="City" id="client-city" maxLength={120} />
    <TextField control={control} name="region" label="Region" id="client-region" maxLength={120} />
    <TextField control={control} name="country" label="Country" id="client-country" maxLength={120} />
    <div className="col-span-2">
      <TextareaField control={control} name="notes" label="Notes" id="client-notes" />
    </div>
  </div>
);
