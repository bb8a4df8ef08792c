// product.md §2.6: /admin/contracts/{id?}, the list without an id, one contract with it.
export const contractsPath = '/admin/contracts';
export const contractPath = (id: number) => `/admin/contracts/${id}`;
