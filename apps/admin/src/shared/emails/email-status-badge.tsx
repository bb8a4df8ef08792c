import { Badge, type BadgeColor } from '@backoffice/ui/badge';

const colors: Record<string, BadgeColor> = { sent: 'green', failed: 'red', queued: 'blue' };

/** An e-mail log's status; a failure shows its error on hover. */
export const EmailStatusBadge = ({ status, error }: { status: string; error?: string | null }) => (
  <Badge color={colors[status] ?? 'grey'} title={error ?? undefined}>
    {status}
  </Badge>
);
