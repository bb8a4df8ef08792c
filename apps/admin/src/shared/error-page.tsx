import { Link } from 'wouter';

const texts: Record<number, string> = {
  404: 'Sorry, the page you visited does not exist.',
  403: 'Sorry, you are not authorized to access this page.',
};

// product.md §2.1: 404 and 403 texts, 'Internal Server Error' for anything else, a Dashboard button.
export const ErrorPage = ({ status = 500, message }: { status?: number; message?: string }) => (
  <section className="grid min-h-[60vh] place-items-center text-center" aria-labelledby="error-title">
    <div className="space-y-3">
      <p className="text-6xl font-semibold text-stone-300">{status}</p>
      <h1 id="error-title" className="text-lg text-stone-700">
        {texts[status] ?? 'Internal Server Error'}
      </h1>
      {message && !texts[status] ? <p className="text-sm text-stone-500">{message}</p> : null}
      <Link
        href="/"
        className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        Dashboard
      </Link>
    </div>
  </section>
);

// Unmatched routes and routes whose parameters fail their pattern.
export const NotFoundPage = () => (
  <main className="grid min-h-screen place-items-center bg-stone-50 text-center">
    <div className="space-y-2">
      <p className="text-6xl font-semibold text-stone-300">404</p>
      <h1 className="text-lg text-stone-700">This page could not be found</h1>
      <Link href="/" className="text-sm text-brand-700 underline">
        Back to the back office
      </Link>
    </div>
  </main>
);
