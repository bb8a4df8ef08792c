import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { statusLabels } from './proposal-forms.tsx';

const proposalColors: Record<string, BadgeColor> = {
  draft: 'red',
  sent: 'blue',
  accepted: 'green',
  declined: 'grey',
};

// A proposal's status as a badge, in the proposals list and the editor's header.
export const ProposalStatus = ({ status }: { status: string }) => (
  <Badge color={proposalColors[status] ?? 'grey'}>{statusLabels[status] ?? status}</Badge>
);
