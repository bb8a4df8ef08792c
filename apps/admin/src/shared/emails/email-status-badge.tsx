import { Badge, type BadgeColor } from '@backoffice/ui/badge';

const colors: Record<string, BadgeColor> = { sent: 'green', failed: 'red', queued: 'blue', sending: 'blue' };

/** An e-mail log's status; a failure (or a queued retry's last error) shows on hover. */
export const EmailStatusBadge = ({ status, error }: { status: string; error?: string | null }) => (
  <Badge color={colors[status] ?? 'grey'} title={error ?? undefined}>
    {status}
  </Badge>
);
