import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { requestFromUrl, runAdvancedSearch, urlFromRequest, useAdvancedSearchQuery } from './search-api.ts';

const pageSizes = [10, 20, 50, 100];

const csvCell = (value: string) => {
  // A cell a spreadsheet would read as a formula is prefixed with a quote.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

// /admin/results (issue 28): the paginated table of one advanced search (its URL parameters), page
// sizes of product.md §2.12, export of every result as CSV.
export const ResultsPage = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const request = requestFromUrl(search);
  const result = useAdvancedSearchQuery(request);
  const [exporting, setExporting] = useState(false);
  const go = (next: Partial<typeof request>) =>
    navigate(`/admin/results?${urlFromRequest({ ...request, ...next })}`);
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / request.itemsPerPage)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: string[] = ['Kind,Title,Link'];
      for (let page = 1; page <= 50; page++) {
        const answer = await runAdvancedSearch({ ...request, page, itemsPerPage: 100 });
        for (const hit of answer.results) rows.push([hit.kind, hit.title, hit.path].map(csvCell).join(','));
        if (page * 100 >= answer.total) break;
      }
      const url = URL.createObjectURL(new Blob([`${rows.join('\r\n')}\r\n`], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'search-results.csv';
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="space-y-4">
      <div className="flex items-center gap-4">
        <h1 className="text-2xl font-semibold">Results</h1>
        <Link
          href={`/admin/advanced-search?${urlFromRequest(request)}`}
          className="text-sm text-brand-700 hover:underline"
        >
          Back to the filters
        </Link>
        <button
          type="button"
          onClick={exportCsv}
          disabled={exporting || !result.data?.total}
          className="ml-auto h-9 rounded-md border border-stone-300 px-3 text-sm"
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {result.isError ? (
        <p role="alert" className="text-red-700">
          The search could not be run. Please try again.
        </p>
      ) : result.isPending ? (
        <p aria-busy="true">Loading…</p>
      ) : result.data.total === 0 ? (
        <p className="text-stone-600">No results found.</p>
      ) : (
        <>
          <table className="w-full border-collapse rounded-md border border-stone-200 bg-white text-sm">
            <thead>
              <tr className="bg-stone-50 text-left">
                <th className="px-3 py-2">Title</th>
                <th className="px-3 py-2">Kind</th>
              </tr>
            </thead>
            <tbody>
              {result.data.results.map((hit) => (
                <tr key={hit['@id']} className="border-t border-stone-100">
                  <td className="px-3 py-2">
                    <Link href={hit.path} className="text-brand-700 hover:underline">
                      {hit.title}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-stone-600">{hit.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
            <button type="button" disabled={request.page <= 1} onClick={() => go({ page: request.page - 1 })}>
              Previous
            </button>
            <span>
              Page {request.page} of {pages} · {result.data.total} results
            </span>
            <button
              type="button"
              disabled={request.page >= pages}
              onClick={() => go({ page: request.page + 1 })}
            >
              Next
            </button>
            <label className="ml-auto flex items-center gap-2">
              Rows per page
              <select
                value={request.itemsPerPage}
                onChange={(e) => go({ itemsPerPage: Number(e.target.value), page: 1 })}
              >
                {pageSizes.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        </>
      )}
    </section>
  );
};
