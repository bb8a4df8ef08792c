import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import type { ReactNode } from 'react';

type Props<T> = {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  /** The spinner's label ("Loading the items"). */
  loading: string;
  /** What a failed load says ("The items could not be loaded."), with Try again. */
  failed: string;
  /** What an empty list says, in a dashed box. */
  empty: ReactNode;
  /** The vertical room of the spinner and the empty box. */
  room?: 'py-8' | 'py-10';
  children: (rows: T[]) => ReactNode;
};

// A list an editing screen loads (a page's blocks, a menu's items): a spinner while it loads, the
// error with Try again, the empty box, or the list.
export const LoadedList = <T,>({ query, loading, failed, empty, room = 'py-8', children }: Props<T>) =>
  query.isPending ? (
    <div className={`grid place-items-center ${room}`}>
      <Spinner label={loading} />
    </div>
  ) : query.isError || !query.data ? (
    <div role="alert" className="space-y-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      <p>{failed}</p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  ) : query.data.length === 0 ? (
    <p
      className={`rounded-md border border-dashed border-stone-300 ${room} text-center text-sm text-stone-500`}
    >
      {empty}
    </p>
  ) : (
    children(query.data)
  );
