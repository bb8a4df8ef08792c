import { Button } from '@backoffice/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { Spinner } from '@backoffice/ui/spinner';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Transitions } from '../../lib/records/transitions-query.ts';
import { STALE_MESSAGE } from './server-errors.ts';

type ViewProps = {
  /** The record's name, for the accessible labels. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The possible-transitions query of the record. */
  transitions: Pick<UseQueryResult<Transitions>, 'isPending' | 'data'>;
  /** The server's status is not the one shown: no move is offered. */
  isBehind: boolean;
  busy: boolean;
  onChoose: (status: string, label: string) => void;
};

// The Status button and its menu of the moves the server allows, shared by every record with
// possible transitions (clients, memberships, vendor contracts); what a move does is the caller's.
export const StatusMenuView = ({
  name,
  open,
  onOpenChange,
  transitions,
  isBehind,
  busy,
  onChoose,
}: ViewProps) => {
  const items = transitions.data?.transitions ?? [];
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={busy} aria-label={`Change status of ${name}`}>
          {busy ? <Spinner size="sm" label="Saving" /> : null}
          Status
          <ChevronDown className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={`Status of ${name}`}>
        {transitions.isPending ? (
          <DropdownMenuItem disabled>
            <Spinner size="sm" label="Loading the possible statuses" />
          </DropdownMenuItem>
        ) : isBehind ? (
          <DropdownMenuItem disabled>{STALE_MESSAGE}</DropdownMenuItem>
        ) : items.length === 0 ? (
          <DropdownMenuItem disabled>No status change possible</DropdownMenuItem>
        ) : (
          items.map((transition) => (
            <DropdownMenuItem
              key={transition.status}
              onSelect={() => onChoose(transition.status, transition.label)}
            >
              {transition.label}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

type Props = {
  /** The record as shown: its name (accessible labels) and status. */
  name: string;
  status: string;
  /** The possible-transitions query of the record, enabled while the menu is open. */
  transitions: (enabled: boolean) => UseQueryOptions<Transitions, Error, Transitions, readonly unknown[]>;
  busy: boolean;
  onMove: (status: string, label: string, etag: string | undefined) => void;
};

// The status moves the server allows right now (GET /api/{client|membership}/possible-transitions),
// asked when the menu opens, as the contracts' status menu does. When the server's status is not
// the one shown, no move is offered (they would be those of another status).
export const StatusMenu = ({ name, status, transitions: options, busy, onMove }: Props) => {
  const [open, setOpen] = useState(false);
  const transitions = useQuery(options(open));
  const isBehind =
    transitions.data !== undefined && !transitions.isFetching && transitions.data.status !== status;
  return (
    <StatusMenuView
      name={name}
      open={open}
      onOpenChange={setOpen}
      transitions={transitions}
      isBehind={isBehind}
      busy={busy}
      onChoose={(next, label) => onMove(next, label, transitions.data?.etag)}
    />
  );
};
