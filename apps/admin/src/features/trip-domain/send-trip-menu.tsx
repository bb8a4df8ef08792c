import { Button } from '@backoffice/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { ChevronDown, Send } from 'lucide-react';
import { useState } from 'react';
import type { TripPdfKind } from './open-trip-pdf.ts';
import { type SendableTrip, SendTripDocumentDialog } from './send-trip-document-dialog.tsx';
import { useCanSendFromTrips } from './trip-sending-api.ts';

// The trip header's "Send" menu: the proposal or the finalized trip, e-mailed to the client.
export const SendTripMenu = ({ trip }: { trip: SendableTrip }) => {
  const canSend = useCanSendFromTrips();
  const [sending, setSending] = useState<TripPdfKind | null>(null);
  if (!canSend) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm">
            <Send className="size-4" aria-hidden /> Send <ChevronDown className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setSending('proposal')}>Send proposal</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setSending('finalized')}>Send finalized trip</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {sending ? (
        <SendTripDocumentDialog trip={trip} kind={sending} onClose={() => setSending(null)} />
      ) : null}
    </>
  );
};
