import type { Trip } from '@backoffice/sdk';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { StatusMenu } from '../../shared/forms/status-menu.tsx';
import { formatMoney } from '../trip-domain/item-format.ts';
import { tripTransitionsOptions, useTripStatusMutation } from '../trip-domain/trip-items-api.ts';

/** The statuses that tell the client has paid (the server refuses them with a balance, 409). */
const paidTripStatuses = ['proposal_approved_paid', 'trip_approved_paid'];

// The trip's status moves on its header (issue 12, Status): the moves the server allows right now
// (GET /api/trip/possible-transitions/{id}), made with PATCH /api/trips/{id}/status-change; a move
// refused meanwhile (409) shows the server's message as a toast. A move to "Approved and paid"
// while the balance is not zero asks first, showing the balance, and is sent with confirmUnpaid
// (issue 22: money and statuses agree).
export const TripStatusMenu = ({
  id,
  name,
  status,
  totals,
  currency,
}: {
  id: number;
  name: string;
  status: string;
  totals?: Trip['totals'];
  currency?: string | null;
}) => {
  const move = useTripStatusMutation(id);
  const confirm = useConfirm();
  const onMove = async (next: string, label: string) => {
    const balance = Number(totals?.balance ?? 0);
    let confirmUnpaid = false;
    if (paidTripStatuses.includes(next) && balance !== 0) {
      confirmUnpaid = await confirm({
        title: `${label} with a balance?`,
        content: (
          <>
            <p>
              The balance is <strong>{formatMoney(totals?.balance, currency)}</strong>, not zero (client total{' '}
              {formatMoney(totals?.clientTotal ?? '0', currency)}, paid{' '}
              {formatMoney(totals?.paid ?? '0', currency)}).
            </p>
            <p className="mt-2">Mark the trip as “{label}” anyway?</p>
          </>
        ),
        confirmText: `${label} anyway`,
      });
      if (!confirmUnpaid) return;
    }
    await move.mutateAsync(confirmUnpaid ? { status: next, confirmUnpaid } : next).catch(() => undefined);
  };
  return (
    <StatusMenu
      name={name}
      status={status}
      transitions={(enabled) => tripTransitionsOptions(id, enabled)}
      busy={move.isPending}
      onMove={(next, label) => void onMove(next, label)}
    />
  );
};
