// The columns of trip_items that raw SQL reads (mails, PDFs) select, as Postgres names them.
export type TripItemSqlRow = {
  id: number;
  type: string;
  status: string;
  title: string | null;
  start_date: string | null;
  end_date: string | null;
  notes: string | null;
};
