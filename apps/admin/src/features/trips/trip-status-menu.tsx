import { StatusMenu } from '../../shared/forms/status-menu.tsx';
import { tripTransitionsOptions, useTripStatusMutation } from './api/use-trip-items.ts';

// The trip's status moves on its header (issue 12, Status): the moves the server allows right now
// (GET /api/trip/possible-transitions/{id}), made with PATCH /api/trips/{id}/status-change; a move
// refused meanwhile (409) shows the server's message as a toast.
export const TripStatusMenu = ({ id, name, status }: { id: number; name: string; status: string }) => {
  const move = useTripStatusMutation(id);
  return (
    <StatusMenu
      name={name}
      status={status}
      transitions={(enabled) => tripTransitionsOptions(id, enabled)}
      busy={move.isPending}
      onMove={(next) => void move.mutateAsync(next).catch(() => undefined)}
    />
  );
};
