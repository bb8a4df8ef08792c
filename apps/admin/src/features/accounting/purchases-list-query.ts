import { dateFilter, eachFilter, idFilter, listQueryOf, searchFilter } from '../../lib/records/list-query.ts';

// The URL keys of the bills list, each one of GET /api/supplier_bills's filters: the search box goes
// to `number` (the supplier's, partial), the status facet to status[], the vendor and trip pickers
// to vendor.id and trip.id, "due before" to dueDate[before].
export const billKeysOfUrl = {
  search: 'number',
  status: 'status',
  vendor: 'vendor',
  trip: 'trip',
  dueBefore: 'dueBefore',
} as const;
export const billFilterKeys = Object.values(billKeysOfUrl);

export const billsList = listQueryOf({
  filters: {
    [billKeysOfUrl.search]: searchFilter('number'),
    [billKeysOfUrl.status]: eachFilter('status[]'),
    [billKeysOfUrl.vendor]: idFilter('vendor.id'),
    [billKeysOfUrl.trip]: idFilter('trip.id'),
    [billKeysOfUrl.dueBefore]: dateFilter('dueDate[before]'),
  },
  sortable: ['dueDate', 'date', 'amount'],
});

// The supplier payments list: by vendor and by the day paid.
export const paymentKeysOfUrl = { vendor: 'vendor', from: 'from', to: 'to' } as const;
export const paymentFilterKeys = Object.values(paymentKeysOfUrl);

export const supplierPaymentsList = listQueryOf({
  filters: {
    [paymentKeysOfUrl.vendor]: idFilter('vendor.id'),
    [paymentKeysOfUrl.from]: dateFilter('date[after]'),
    [paymentKeysOfUrl.to]: dateFilter('date[before]'),
  },
  sortable: ['date', 'amount'],
});

// The commissions list: by status, vendor and trip.
export const commissionKeysOfUrl = { status: 'status', vendor: 'vendor', trip: 'trip' } as const;
export const commissionFilterKeys = Object.values(commissionKeysOfUrl);

export const commissionsList = listQueryOf({
  filters: {
    [commissionKeysOfUrl.status]: eachFilter('status[]'),
    [commissionKeysOfUrl.vendor]: idFilter('vendor.id'),
    [commissionKeysOfUrl.trip]: idFilter('trip.id'),
  },
  sortable: ['dueDate', 'date', 'amount'],
});
