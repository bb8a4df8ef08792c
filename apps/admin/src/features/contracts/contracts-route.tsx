import { ContractPage } from './contract-page.tsx';
import { ContractsPage } from './contracts-page.tsx';

// /admin/contracts/{id?}: the list without an id, the contract with one (the route checks the id).
export const ContractsRoute = ({ params }: { params: Record<string, string | undefined> }) =>
  params.id ? <ContractPage key={params.id} id={Number(params.id)} /> : <ContractsPage />;
