import { ContractList } from './contract-list.tsx';

// /admin/contracts: every vendor's contract periods, with the ones to renew easy to find.
export const ContractsPage = () => (
  <section className="space-y-4">
    <header>
      <h1 className="text-2xl font-semibold">Contracts</h1>
      <p className="text-sm text-stone-500">
        Every vendor&apos;s contract periods. Active contracts ending within 60 days are marked;{' '}
        <strong className="font-medium text-stone-700">Ends soon</strong> lists only those, soonest first.
      </p>
    </header>
    <ContractList />
  </section>
);
