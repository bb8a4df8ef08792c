import {
  type ClientInvoice,
  type ClientInvoiceCreate,
  type ClientInvoiceCredit,
  type ClientInvoiceEdit,
  createClientInvoice,
  createPayment,
  createPaymentAllocation,
  creditClientInvoice,
  deleteClientInvoice,
  deletePaymentAllocation,
  getAgedReceivables,
  getClientInvoice,
  getTrialBalance,
  getTripProfit,
  issueClientInvoice,
  listClientInvoices,
  listPaymentAllocations,
  listPayments,
  listTaxRates,
  listTripItems,
  sendClientInvoice,
  updateClientInvoice,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../lib/records/list-query.ts';
import { ifMatch } from '../../lib/records/record-update-mutation.ts';
import { useSession } from '../../lib/session.ts';
import { listAllPages } from '../forms/child-records.ts';

// The sales screens' reads and writes (issue 29: accounting/sales, receipts, reports). Every key
// sits under 'sales', so a write refreshes the list, the invoice, its allocations and the reports;
// a trip's invoices and profit sit under 'trips' too (the trip page refreshes them with the trip).
export const salesKeys = {
  all: ['sales'] as const,
  list: (query: QueryPairs) => ['sales', 'list', query] as const,
  invoice: (id: number) => ['sales', 'invoice', id] as const,
  allocations: (id: number) => ['sales', 'allocations', id] as const,
  tripPayments: (tripId: number) => ['sales', 'trip-payments', tripId] as const,
  taxRates: ['sales', 'tax-rates'] as const,
  trialBalance: (from: string, to: string) => ['sales', 'trial-balance', from, to] as const,
  aged: (date: string) => ['sales', 'aged', date] as const,
  tripInvoices: (tripId: number) => ['trips', 'sales', 'invoices', tripId] as const,
  tripProfit: (tripId: number) => ['trips', 'sales', 'profit', tripId] as const,
};

// The roles of the accounting area (apps/api permissions.ts): the accountant and the three
// unrestricted roles write sales and read the reports; the travel team reads invoices only.
const accountingRoles = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_ACCOUNTANT']);
export const useCanUseAccounting = () => {
  const session = useSession();
  return Boolean(session?.user.roles.some((role) => accountingRoles.has(role)));
};

const invoices = { key: salesKeys.list, list: listClientInvoices };

/** One page of GET /api/client_invoices, as the URL asks for it. */
export const useInvoicesQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(invoices, query, paging);

export type LoadedInvoice = { invoice: ClientInvoice; etag: string | undefined };

/** An invoice with its lines and its ETag (the draft's edits send it as If-Match). */
export const useInvoiceQuery = (id: number) =>
  useQuery({
    queryKey: salesKeys.invoice(id),
    queryFn: async (): Promise<LoadedInvoice> => {
      const res = await getClientInvoice(id);
      return { invoice: res.data, etag: etagOf(res) };
    },
  });

/** The active tax rates, for the lines' tax column. */
export const useTaxRatesQuery = () =>
  useQuery({
    queryKey: salesKeys.taxRates,
    queryFn: async () => (await listTaxRates({ active: 'true', itemsPerPage: 100 })).data['hydra:member'],
    staleTime: 60_000,
  });

/** The allocations of receipts to one invoice. */
export const useAllocationsQuery = (invoiceId: number, enabled = true) =>
  useQuery({
    queryKey: salesKeys.allocations(invoiceId),
    queryFn: () =>
      listAllPages((page, itemsPerPage) =>
        listPaymentAllocations({ 'clientInvoice.id': String(invoiceId), page, itemsPerPage }),
      ),
    enabled,
  });

/** A trip's payments with what each still has to allocate (its allocations read in one call). */
export const useTripReceiptsQuery = (tripId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: salesKeys.tripPayments(tripId ?? 0),
    enabled: enabled && tripId !== undefined,
    queryFn: async () => {
      const payments = await listAllPages((page, itemsPerPage) =>
        listPayments({ 'trip.id': String(tripId), page, itemsPerPage }),
      );
      const ids = payments.map((p) => String(p.id));
      const allocations = ids.length
        ? await listAllPages((page, itemsPerPage) =>
            listPaymentAllocations({ 'payment.id[]': ids, page, itemsPerPage }),
          )
        : [];
      const allocated = new Map<string, number>();
      for (const a of allocations)
        if (a.payment) allocated.set(a.payment, (allocated.get(a.payment) ?? 0) + Number(a.amount));
      return payments.map((payment) => ({
        payment,
        unallocated: Math.max(0, Number(payment.amount) - (allocated.get(payment['@id']) ?? 0)),
      }));
    },
  });

/** A trip's items (the "chosen items" of a new invoice). */
export const useTripItemsQuery = (tripId: number | undefined) =>
  useQuery({
    queryKey: ['sales', 'trip-items', tripId ?? 0],
    enabled: tripId !== undefined,
    queryFn: () =>
      listAllPages((page, itemsPerPage) => listTripItems({ 'trip.id': String(tripId), page, itemsPerPage })),
  });

/** A trip's invoices and credit notes (its payments tab). */
export const useTripInvoicesQuery = (tripId: number) =>
  useQuery({
    queryKey: salesKeys.tripInvoices(tripId),
    queryFn: () =>
      listAllPages((page, itemsPerPage) =>
        listClientInvoices({ 'trip.id': String(tripId), 'order[id]': 'asc', page, itemsPerPage }),
      ),
  });

export const useTripProfitQuery = (tripId: number, enabled: boolean) =>
  useQuery({
    queryKey: salesKeys.tripProfit(tripId),
    queryFn: async () => (await getTripProfit(tripId)).data,
    enabled,
  });

export const useTrialBalanceQuery = (from: string, to: string) =>
  useQuery({
    queryKey: salesKeys.trialBalance(from, to),
    queryFn: async () => (await getTrialBalance({ from, to })).data,
    enabled: from !== '' && to !== '' && from <= to,
  });

export const useAgedReceivablesQuery = (date: string) =>
  useQuery({
    queryKey: salesKeys.aged(date),
    queryFn: async () => (await getAgedReceivables({ date })).data,
    enabled: date !== '',
  });

const useRefreshSales = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salesKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['trips'] }),
    ]);
};

/** POST /api/client_invoices: a draft from a trip. Errors are left to the form. */
export const useCreateDraftMutation = () => {
  const refresh = useRefreshSales();
  return useMutation({
    mutationFn: async (body: ClientInvoiceCreate) => (await createClientInvoice(body)).data,
    onSuccess: refresh,
    meta: { successMessage: 'Draft created', silent: true },
  });
};

// The document's own actions: the draft's save and delete, issue, send, credit.
export const useInvoiceMutations = (id: number) => {
  const refresh = useRefreshSales();
  const save = useMutation({
    mutationFn: async ({ body, etag }: { body: ClientInvoiceEdit; etag: string | undefined }) =>
      (await updateClientInvoice(id, body, ifMatch(etag))).data,
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully', silent: true },
  });
  const remove = useMutation({
    mutationFn: () => deleteClientInvoice(id),
    onSuccess: refresh,
    meta: { successMessage: 'Draft deleted' },
  });
  const issue = useMutation({
    mutationFn: async ({
      etag,
      date,
      dueDate,
    }: {
      etag: string | undefined;
      date: string;
      dueDate: string;
    }) => (await issueClientInvoice(id, { date, ...(dueDate ? { dueDate } : {}) }, ifMatch(etag))).data,
    onSuccess: refresh,
    meta: { successMessage: 'Invoice issued' },
  });
  const send = useMutation({
    mutationFn: async (to: string) => (await sendClientInvoice(id, to ? { to } : {})).data,
    onSuccess: refresh,
    meta: { successMessage: 'The e-mail is on its way' },
  });
  const credit = useMutation({
    // In full (no lines) or chosen lines by amount (ClientInvoiceCredit).
    mutationFn: async (body: ClientInvoiceCredit) => (await creditClientInvoice(id, body)).data,
    onSuccess: refresh,
    // Its dialog shows a refusal beside the fields (no toast repeating it).
    meta: { successMessage: 'Credit note issued', silent: true },
  });
  return { save, remove, issue, send, credit };
};

// Receipts: allocate one to the invoice, release one, or record a new paid payment of the trip and
// allocate it at once (the accountant records receipts: the payments area, decision 305).
export const useAllocationMutations = (invoice: ClientInvoice) => {
  const refresh = useRefreshSales();
  const allocate = useMutation({
    mutationFn: ({ payment, amount }: { payment: string; amount?: string }) =>
      createPaymentAllocation({
        payment,
        clientInvoice: invoice['@id'],
        ...(amount ? { amount } : {}),
      }),
    onSuccess: refresh,
    meta: { successMessage: 'Payment allocated' },
  });
  const release = useMutation({
    mutationFn: (allocationId: number) => deletePaymentAllocation(allocationId),
    onSuccess: refresh,
    meta: { successMessage: 'Allocation removed' },
  });
  const record = useMutation({
    mutationFn: async (receipt: { amount: string; date: string; method: string; reference: string }) => {
      const payment = (
        await createPayment({
          trip: invoice.trip,
          amount: receipt.amount,
          currency: invoice.currency,
          paidDate: receipt.date,
          status: 'paid',
          method: receipt.method || null,
          reference: receipt.reference || null,
        })
      ).data;
      await createPaymentAllocation({ payment: payment['@id'], clientInvoice: invoice['@id'] });
      return payment;
    },
    onSuccess: refresh,
    meta: { successMessage: 'Payment recorded and allocated', silent: true },
  });
  return { allocate, release, record };
};
