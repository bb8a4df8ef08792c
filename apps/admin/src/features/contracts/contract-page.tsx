import { isApiError } from '@backoffice/sdk/core';
import { FormSection } from '@backoffice/ui/form-section';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { Attachments } from '../../shared/files/attachments.tsx';
import { contractAttachmentCalls } from '../../shared/vendors/api/attachment-calls.ts';
import { useVendorContractMutations } from '../../shared/vendors/api/use-vendor-contracts.ts';
import { ContractForm } from '../../shared/vendors/contracts/contract-form.tsx';
import { useContractQuery } from './api/use-contract-query.ts';
import { ContractHeader } from './contract-header.tsx';

const Skeleton = () => (
  <div aria-hidden="true" className="space-y-3">
    <div className="h-20 animate-pulse rounded-lg bg-stone-200/70" />
    <div className="h-64 animate-pulse rounded-lg bg-stone-200/70" />
  </div>
);

// /admin/contracts/{id}: one contract period, its header and actions, the edit form (PATCH with
// If-Match) and its attachments, with the vendor screens' form and attachment list.
export const ContractPage = ({ id }: { id: number }) => {
  const loaded = useContractQuery(id);
  const { save } = useVendorContractMutations();
  useRecordTitle(loaded.data?.contract.name);

  if (loaded.isError) {
    const status = isApiError(loaded.error) ? loaded.error.status : 500;
    return <ErrorPage status={status || 500} message={loaded.error.message} />;
  }
  if (!loaded.data) return <Skeleton />;
  const { contract, etag } = loaded.data;
  return (
    <section className="space-y-4">
      <ContractHeader contract={contract} etag={etag} />
      <div className="grid max-w-5xl gap-4">
        <FormSection title="Details">
          {/* Keyed by version: after a save (or a status move) the form shows the stored values. */}
          <ContractForm
            key={`${contract.id}:${etag ?? ''}`}
            vendorIri={contract.vendor?.['@id'] ?? ''}
            contract={contract}
            etag={etag}
            save={save}
          />
        </FormSection>
        <FormSection title="Attachments">
          <Attachments
            label="Contract attachments"
            uploadLabel="Upload contract attachments"
            canChooseType
            calls={contractAttachmentCalls(contract, contract.vendor?.id ?? 0)}
            attachments={contract.attachments}
          />
        </FormSection>
      </div>
    </section>
  );
};
