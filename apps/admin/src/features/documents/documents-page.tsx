import { useEffect } from 'react';

// product.md §2.2: visiting exactly /documents sends the visitor to the external documents site
// (the client portal), configured at build time with VITE_DOCUMENTS_URL.
const documentsUrl = import.meta.env.VITE_DOCUMENTS_URL as string | undefined;

export const DocumentsPage = () => {
  useEffect(() => {
    if (documentsUrl && /^https?:\/\//.test(documentsUrl)) window.location.replace(documentsUrl);
  }, []);
  return (
    <section className="mx-auto max-w-lg space-y-3 pt-24 text-center">
      <h1 className="text-2xl font-semibold">Documents</h1>
      <p className="text-stone-400">
        {documentsUrl
          ? 'Opening the documents site…'
          : 'The documents site is not configured for this installation.'}
      </p>
    </section>
  );
};
