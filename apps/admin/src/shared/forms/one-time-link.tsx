import { Button } from '@backoffice/ui/button';
import { toast } from '@backoffice/ui/toast';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  /** The section's name ("Invitation link", "Documents link"). */
  label: string;
  /** The link field's name. */
  linkLabel: string;
  link: string;
  /** What was done with the link and how long it lasts. */
  children: ReactNode;
  onClose: () => void;
};

// A secret link the server shows only once (a client's sign-up invitation, a documents request):
// what it is for, the link selected on focus, Copy (a toast says whether it worked) and Close.
export const OneTimeLink = ({ label, linkLabel, link, children, onClose }: Props) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link: select it and copy it by hand.');
    }
  };
  return (
    <section className="space-y-4" aria-label={label}>
      <p className="text-sm">{children}</p>
      <div className="flex gap-2">
        <input
          readOnly
          aria-label={linkLabel}
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 flex-1 rounded-md border border-stone-300 bg-stone-50 px-3 font-mono text-xs"
        />
        <Button onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
};
