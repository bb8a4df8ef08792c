import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { openFile, signedFileUrl } from '../../shared/files/open-file.ts';

// The PDF stored at issue (decision 297), shown in the page once asked for: its signed link is
// short-lived, so it is read when the preview opens, not with the invoice.
export const PdfPreview = ({ path, name }: { path: string; name: string }) => {
  const [isOpen, setOpen] = useState(false);
  const url = useQuery({
    queryKey: ['sales', 'pdf', path],
    queryFn: () => signedFileUrl(path),
    enabled: isOpen,
    staleTime: 30_000,
    gcTime: 0,
  });
  return (
    <section aria-label="PDF" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-medium">PDF</h2>
        <Button variant="secondary" size="sm" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
          <FileText className="size-4" aria-hidden />
          {isOpen ? 'Hide the preview' : 'Show the preview'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void openFile(path).catch(reportError)}>
          <ExternalLink className="size-4" aria-hidden />
          Open in a new tab
        </Button>
      </div>
      {isOpen ? (
        url.data ? (
          <iframe
            title={`PDF of ${name}`}
            src={url.data}
            className="h-[720px] w-full rounded-lg border border-stone-200 bg-white"
          />
        ) : url.isError ? (
          <p className="text-sm text-red-700">The PDF could not be opened.</p>
        ) : (
          <div className="grid h-40 place-items-center">
            <Spinner label="Loading the PDF" />
          </div>
        )
      ) : null}
    </section>
  );
};
