import { useIsFetching, useIsMutating } from '@tanstack/react-query';

// A 2 px progress bar while pages load (product.md §9) and a global saving indicator (§4.5).
export const PageActivity = ({ loading = false }: { loading?: boolean }) => {
  const fetching = useIsFetching();
  const saving = useIsMutating();
  const busy = loading || fetching > 0;
  return (
    <>
      <div
        role="progressbar"
        aria-label="Page loading"
        aria-hidden={!busy}
        className={`fixed inset-x-0 top-0 z-50 h-[2px] overflow-hidden transition-opacity ${busy ? 'opacity-100' : 'opacity-0'}`}
      >
        <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-600" />
      </div>
      {saving > 0 ? (
        <div
          role="status"
          className="fixed right-4 bottom-4 z-50 rounded-full bg-stone-900 px-3 py-1.5 text-xs text-white shadow"
        >
          Saving…
        </div>
      ) : null}
    </>
  );
};
