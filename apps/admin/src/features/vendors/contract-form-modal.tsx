import { Attachments } from '../../shared/files/attachments.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { contractAttachmentCalls } from '../../shared/vendors/api/attachment-calls.ts';
import {
  type useVendorContractMutations,
  useVendorContractQuery,
} from '../../shared/vendors/api/use-vendor-contracts.ts';
import { ContractForm } from '../../shared/vendors/contracts/contract-form.tsx';

type Props = {
  vendorIri: string;
  vendorId: number;
  id: number | undefined;
  save: ReturnType<typeof useVendorContractMutations>['save'];
  onClose: () => void;
};

// Add or edit a contract period; a saved contract also shows its attachments.
export const ContractFormModal = ({ vendorIri, vendorId, id, save, onClose }: Props) => {
  const current = useVendorContractQuery(id);
  const contract = current.data?.contract;
  return (
    <FormModal
      title={id === undefined ? 'New contract' : 'Edit contract'}
      width={680}
      loading={id !== undefined && !current.data && 'Loading the contract'}
      onClose={onClose}
    >
      <div className="space-y-6">
        <ContractForm
          key={contract?.id ?? 'new'}
          vendorIri={vendorIri}
          contract={contract}
          etag={current.data?.etag}
          save={save}
          onClose={onClose}
        />
        {contract ? (
          <section aria-label="Contract attachments" className="space-y-2 border-t border-stone-200 pt-4">
            <h3 className="text-sm font-semibold text-stone-800">Attachments</h3>
            <Attachments
              label="Contract attachments"
              uploadLabel="Upload contract attachments"
              canChooseType
              calls={contractAttachmentCalls(contract, vendorId)}
              attachments={contract.attachments}
            />
          </section>
        ) : null}
      </div>
    </FormModal>
  );
};
