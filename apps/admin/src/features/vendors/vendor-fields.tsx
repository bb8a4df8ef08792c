import type { SelectOption } from '@backoffice/ui/select';
import type { Control } from 'react-hook-form';
import { SelectField, TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import type { VendorValues } from './vendor-schemas.ts';
import { vendorStatuses, vendorStatusOptions } from './vendor-status.ts';

const statusOptions = vendorStatusOptions(vendorStatuses);

// The vendor's own fields, shared by the create page and the General tab.
export const VendorFields = ({
  control,
  groupOptions,
  autoFocus = false,
  hasStatus = true,
}: {
  control: Control<VendorValues>;
  groupOptions: SelectOption[];
  autoFocus?: boolean;
  /** A saved vendor's status is shown and changed in its header, not in the form. */
  hasStatus?: boolean;
}) => (
  <div className="grid grid-cols-2 gap-4">
    <div className="col-span-2">
      <TextField control={control} name="name" label="Name" id="vendor-name" autoFocus={autoFocus} />
    </div>
    {hasStatus ? (
      <SelectField
        control={control}
        name="status"
        label="Status"
        id="vendor-status"
        options={statusOptions}
      />
    ) : null}
    <SelectField
      control={control}
      name="group"
      label="Group"
      id="vendor-group"
      options={groupOptions}
      placeholder="No group"
      clearable
    />
    <TextField control={control} name="email" label="E-mail" id="vendor-email" type="email" />
    <TextField control={control} name="phone" label="Phone" id="vendor-phone" type="tel" maxLength={64} />
    <div className="col-span-2">
      <TextField
        control={control}
        name="website"
        label="Website"
        id="vendor-website"
        placeholder="https://"
      />
    </div>
    <div className="col-span-2">
      <TextareaField control={control} name="description" label="Description" id="vendor-description" />
    </div>
  </div>
);
