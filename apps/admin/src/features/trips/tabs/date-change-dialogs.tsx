import type { TripItem } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { isDroppedItem } from '../../trip-domain/dropped-items.ts';
import { formatItemDateTime, itemName } from '../../trip-domain/item-format.ts';

// Items booked with their supplier: moved with the trip they are to be booked again (the server sets
// them to "Items changed - To reprice", issue 30.3).
const booked = new Set(['booked', 'booked_client']);

/** What a change of the start date moves and the director should know first: booked items and flights. */
export const itemsToConfirmMoving = (items: readonly TripItem[]) =>
  items.filter((item) => !isDroppedItem(item) && (booked.has(item.status ?? '') || item.type === 'flight'));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const ItemLines = ({ items }: { items: readonly TripItem[] }) => (
  <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-2 text-sm">
    {items.map((item) => (
      <li key={item['@id']} className="flex justify-between gap-3">
        <span className="font-medium text-stone-900">{itemName(item)}</span>
        <span className="shrink-0 tabular-nums text-stone-500">{formatItemDateTime(item.startDate)}</span>
      </li>
    ))}
  </ul>
);

/**
 * Asked before saving new dates that move booked items or flights (issue 30.3): which ones, by how
 * many days, and what happens to the booked ones.
 */
export const MoveBookedDialog = ({
  items,
  from,
  to,
  onConfirm,
  onCancel,
}: {
  items: readonly TripItem[];
  from: string;
  to: string;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const days = daysBetween(from, to);
  const when = `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days > 0 ? 'later' : 'earlier'}`;
  const rebooked = items.some((item) => booked.has(item.status ?? ''));
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <ModalContent
        title="Move booked items?"
        description={`The new start date moves every item ${when}, these among them:`}
        footer={
          <>
            <Button variant="secondary" onClick={onCancel}>
              Keep the dates
            </Button>
            <Button onClick={onConfirm}>Move them</Button>
          </>
        }
      >
        <ItemLines items={items} />
        {rebooked ? (
          <p className="mt-3 text-sm text-stone-600">
            Booked items will be set to “Items changed – To reprice”: book them again at the new dates.
          </p>
        ) : null}
      </ModalContent>
    </Modal>
  );
};

/**
 * Asked when new dates cut days that hold items (the server's 409, issue 30.2): the items by name and
 * day, moved to the new last day or deleted.
 */
export const RemovedDayItemsDialog = ({
  items,
  onChoose,
  onCancel,
}: {
  items: readonly TripItem[];
  onChoose: (choice: 'move' | 'delete') => void;
  onCancel: () => void;
}) => (
  <Modal open onOpenChange={(open) => (open ? undefined : onCancel())}>
    <ModalContent
      title="Shorten the trip?"
      description={`The new dates remove the days of ${items.length === 1 ? 'this item' : `these ${items.length} items`}:`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep the dates
          </Button>
          <Button variant="secondary" onClick={() => onChoose('delete')}>
            Delete {items.length === 1 ? 'it' : 'them'}
          </Button>
          <Button onClick={() => onChoose('move')}>Move to the last day</Button>
        </>
      }
    >
      <ItemLines items={items} />
    </ModalContent>
  </Modal>
);
