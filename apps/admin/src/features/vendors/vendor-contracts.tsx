import type { Vendor } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { FormSection } from '@backoffice/ui/form-section';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AddButton, DeleteButton, EditButton } from '../../shared/forms/row-buttons.tsx';
import {
  useVendorContractMutations,
  useVendorContractsQuery,
} from '../../shared/vendors/api/use-vendor-contracts.ts';
import {
  contractCommission,
  contractPeriod,
  contractStatusColor,
  contractStatusLabel,
} from '../../shared/vendors/contracts/contract-schema.ts';
import { ContractStatusMenu } from '../../shared/vendors/contracts/contract-status-menu.tsx';
import { ContractFormModal } from './contract-form-modal.tsx';

const cell = 'px-3 py-2 align-middle';

// The vendor's contracts, newest period first: create and edit in a modal (with attachments),
// move the status as the server allows, renew, delete; the name opens the contract's own page.
export const VendorContracts = ({ vendor }: { vendor: Vendor }) => {
  const contracts = useVendorContractsQuery(vendor.id);
  const mutations = useVendorContractMutations();
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const rows = contracts.data ?? [];

  return (
    <FormSection
      title="Contracts"
      actions={<AddButton onClick={() => setEditing({ id: undefined })}>Add contract</AddButton>}
    >
      {contracts.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-stone-100" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No contract yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-stone-200">
          <table aria-label="Contracts" className="w-full text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-left text-stone-600">
              <tr>
                {['Name', 'Period', 'Commission', 'Status'].map((heading) => (
                  <th key={heading} scope="col" className={`${cell} font-medium`}>
                    {heading}
                  </th>
                ))}
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((contract) => (
                <tr key={contract.id}>
                  <td className={cell}>
                    <Link
                      href={`/admin/contracts/${contract.id}`}
                      className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {contract.name}
                    </Link>
                    {contract.attachments.length ? (
                      <div className="flex items-center gap-1 text-xs text-stone-500">
                        <Paperclip className="size-3" aria-hidden />
                        {contract.attachments.length === 1
                          ? '1 file'
                          : `${contract.attachments.length} files`}
                      </div>
                    ) : null}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-stone-700`}>{contractPeriod(contract)}</td>
                  <td className={`${cell} tabular-nums text-stone-700`}>{contractCommission(contract)}</td>
                  <td className={cell}>
                    <Badge color={contractStatusColor(contract.status)}>
                      {contractStatusLabel(contract.status)}
                    </Badge>
                  </td>
                  <td className={`${cell} whitespace-nowrap text-right`}>
                    <div className="inline-flex items-center gap-1">
                      <ContractStatusMenu contract={contract} mutations={mutations} />
                      <EditButton name={contract.name} onEdit={() => setEditing({ id: contract.id })} />
                      <DeleteButton
                        name={contract.name}
                        onDelete={() => mutations.remove.mutateAsync(contract.id)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <ContractFormModal
          vendorIri={vendor['@id']}
          vendorId={vendor.id}
          id={editing.id}
          save={mutations.save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
};
