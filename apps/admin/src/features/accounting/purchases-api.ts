import {
  approveSupplierBill,
  createSupplierBill,
  createSupplierPayment,
  createSupplierPaymentAllocation,
  deleteSupplierBill,
  deleteSupplierPaymentAllocation,
  getAgedCommissions,
  getAgedPayables,
  getBillableItems,
  getSupplierBill,
  listSupplierBills,
  listSupplierCommissions,
  listSupplierPaymentAllocations,
  listSupplierPayments,
  type SupplierBill,
  type SupplierBillCreate,
  type SupplierBillEdit,
  updateSupplierBill,
  updateSupplierCommission,
  voidSupplierBill,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../lib/records/list-query.ts';
import { ifMatch } from '../../lib/records/record-update-mutation.ts';
import { listAllPages } from '../../shared/forms/child-records.ts';
import type { RecordedPayment } from './record-payment-form.tsx';

// The purchases screens' reads and writes (issue 29.2–29.4: accounting/purchases, the aged
// payables). Every key sits under 'purchases', so a write refreshes the lists, the bill, its
// allocations, the vendor totals and the report.
export const purchaseKeys = {
  all: ['purchases'] as const,
  bills: (query: QueryPairs) => ['purchases', 'bills', query] as const,
  payments: (query: QueryPairs) => ['purchases', 'payments', query] as const,
  bill: (id: number) => ['purchases', 'bill', id] as const,
  allocations: (id: number) => ['purchases', 'allocations', id] as const,
  vendorPayments: (vendor: string, currency: string) =>
    ['purchases', 'vendor-payments', vendor, currency] as const,
  billable: (tripId: number) => ['purchases', 'billable', tripId] as const,
  aged: (date: string, vendor: string) => ['purchases', 'aged', date, vendor] as const,
  commissions: (query: QueryPairs) => ['purchases', 'commissions', query] as const,
  agedCommissions: (date: string) => ['purchases', 'aged-commissions', date] as const,
};

export const purchasesPath = '/admin/purchases';
export const billPath = (id: number) => `${purchasesPath}/${id}`;
export const paymentsPath = `${purchasesPath}/payments`;
export const commissionsPath = `${purchasesPath}/commissions`;

export const useBillsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery({ key: purchaseKeys.bills, list: listSupplierBills }, query, paging);

export const useSupplierPaymentsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery({ key: purchaseKeys.payments, list: listSupplierPayments }, query, paging);

export const useCommissionsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery({ key: purchaseKeys.commissions, list: listSupplierCommissions }, query, paging);

/** What vendors still owe the agency on expected commissions, per vendor by age and per due date. */
export const useAgedCommissionsQuery = (date: string) =>
  useQuery({
    queryKey: purchaseKeys.agedCommissions(date),
    queryFn: async () => (await getAgedCommissions({ date })).data,
    enabled: date !== '',
  });

/** A commission received (on a day) or written off: PATCH of its status. */
export const useCommissionStatusMutation = () => {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      receivedDate,
    }: {
      id: number;
      status: 'received' | 'written_off';
      receivedDate?: string;
    }) => (await updateSupplierCommission(id, { status, ...(receivedDate ? { receivedDate } : {}) })).data,
    onSuccess: refresh,
    meta: { successMessage: 'Commission updated' },
  });
};

export type LoadedBill = { bill: SupplierBill; etag: string | undefined };

/** A bill with its lines and its ETag (the draft's edits and the approval send it as If-Match). */
export const useBillQuery = (id: number) =>
  useQuery({
    queryKey: purchaseKeys.bill(id),
    queryFn: async (): Promise<LoadedBill> => {
      const res = await getSupplierBill(id);
      return { bill: res.data, etag: etagOf(res) };
    },
  });

/** A trip's booked items as a new bill sees them (vendor, vendor total price, the bill holding each). */
export const useBillableItemsQuery = (tripId: number | undefined) =>
  useQuery({
    queryKey: purchaseKeys.billable(tripId ?? 0),
    enabled: tripId !== undefined,
    queryFn: async () => (await getBillableItems({ trip: String(tripId) })).data.items,
  });

/** What the agency owes per vendor by age and per due date (all vendors, or one: its IRI). */
export const useAgedPayablesQuery = (date: string, vendor = '') =>
  useQuery({
    queryKey: purchaseKeys.aged(date, vendor),
    queryFn: async () => (await getAgedPayables({ date, ...(vendor ? { vendor } : {}) })).data,
    enabled: date !== '',
  });

/** The supplier payments allocated to one bill. */
export const useBillAllocationsQuery = (billId: number) =>
  useQuery({
    queryKey: purchaseKeys.allocations(billId),
    queryFn: () =>
      listAllPages((page, itemsPerPage) =>
        listSupplierPaymentAllocations({ 'supplierBill.id': String(billId), page, itemsPerPage }),
      ),
  });

/** A vendor's payments in one currency with what each still has to allocate (allocations read in one call). */
export const useVendorPaymentsQuery = (vendor: string | null, currency: string) =>
  useQuery({
    queryKey: purchaseKeys.vendorPayments(vendor ?? '', currency),
    enabled: Boolean(vendor),
    queryFn: async () => {
      const vendorId = vendor!.split('/').at(-1)!;
      const payments = await listAllPages((page, itemsPerPage) =>
        listSupplierPayments({ 'vendor.id': vendorId, currency, page, itemsPerPage }),
      );
      const ids = payments.map((p) => String(p.id));
      const allocations = ids.length
        ? await listAllPages((page, itemsPerPage) =>
            listSupplierPaymentAllocations({ 'supplierPayment.id[]': ids, page, itemsPerPage }),
          )
        : [];
      const allocated = new Map<string, number>();
      for (const a of allocations)
        if (a.supplierPayment)
          allocated.set(a.supplierPayment, (allocated.get(a.supplierPayment) ?? 0) + Number(a.amount));
      return payments.map((payment) => ({
        payment,
        unallocated: Math.max(0, Number(payment.amount) - (allocated.get(payment['@id']) ?? 0)),
      }));
    },
  });

const useRefreshPurchases = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
};

/** POST /api/supplier_bills: a draft from a trip's items for one vendor. Errors are left to the form. */
export const useCreateBillMutation = () => {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: async (body: SupplierBillCreate) => (await createSupplierBill(body)).data,
    onSuccess: refresh,
    meta: { successMessage: 'Draft bill created', silent: true },
  });
};

// The bill's own actions: the draft's save and delete, approve, void.
export const useBillMutations = (id: number) => {
  const refresh = useRefreshPurchases();
  const save = useMutation({
    mutationFn: async ({ body, etag }: { body: SupplierBillEdit; etag: string | undefined }) =>
      (await updateSupplierBill(id, body, ifMatch(etag))).data,
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully', silent: true },
  });
  const remove = useMutation({
    mutationFn: () => deleteSupplierBill(id),
    onSuccess: refresh,
    meta: { successMessage: 'Draft deleted' },
  });
  const approve = useMutation({
    mutationFn: async (etag: string | undefined) => (await approveSupplierBill(id, ifMatch(etag))).data,
    onSuccess: refresh,
    meta: { successMessage: 'Bill approved' },
  });
  const voidBill = useMutation({
    mutationFn: async (date: string) => (await voidSupplierBill(id, { date })).data,
    onSuccess: refresh,
    meta: { successMessage: 'Bill voided' },
  });
  return { save, remove, approve, voidBill };
};

// Supplier payments: allocate one to the bill, release one, or record a new payment to the bill's
// vendor in its currency and allocate it at once.
export const useBillAllocationMutations = (bill: SupplierBill) => {
  const refresh = useRefreshPurchases();
  const allocate = useMutation({
    mutationFn: ({ payment, amount }: { payment: string; amount?: string }) =>
      createSupplierPaymentAllocation({
        supplierPayment: payment,
        supplierBill: bill['@id'],
        ...(amount ? { amount } : {}),
      }),
    onSuccess: refresh,
    meta: { successMessage: 'Payment allocated' },
  });
  const release = useMutation({
    mutationFn: (allocationId: number) => deleteSupplierPaymentAllocation(allocationId),
    onSuccess: refresh,
    meta: { successMessage: 'Allocation removed' },
  });
  const record = useMutation({
    mutationFn: async (paid: RecordedPayment) => {
      const payment = (
        await createSupplierPayment({
          vendor: bill.vendor,
          amount: paid.amount,
          currency: bill.currency,
          date: paid.date,
          method: paid.method || null,
          reference: paid.reference || null,
        })
      ).data;
      await createSupplierPaymentAllocation({ supplierPayment: payment['@id'], supplierBill: bill['@id'] });
      return payment;
    },
    onSuccess: refresh,
    meta: { successMessage: 'Payment recorded and allocated', silent: true },
  });
  return { allocate, release, record };
};
