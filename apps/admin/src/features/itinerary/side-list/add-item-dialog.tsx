import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { TextInput } from '@backoffice/ui/text-input';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../trip-domain/item-format.ts';
import { roomsOf } from '../../trip-domain/item-prices.ts';
import { DaySelectField, dayOptions, selectClass, TimeField } from '../item-time-fields.tsx';
import { type CatalogueRow, catalogueOf } from './catalogue-kinds.ts';
import { addDays, durationMinutes, plusMinutes, type TripDay } from './trip-days.ts';
import { type ItemOwner, useAddCatalogueItem } from './use-add-catalogue-item.ts';

// The time an item usually starts: a stay at check-in, dinner in the evening, the rest mid-morning.
const defaultTime = (kind: CatalogueRow['kind']) =>
  kind === 'accommodation' ? '15:00' : kind === 'restaurant' ? '20:00' : '10:00';
/** A stay ends on the morning of its last night's next day. */
export const CHECK_OUT = '11:00';

/**
 * "Add" from the side list: asks the day and the time (a stay: the number of nights) and books the
 * record on the trip. The dialog stays open when the server refuses (its message is a toast).
 */
export const AddItemDialog = ({
  tripId,
  row,
  days,
  onClose,
  owner = 'trip',
}: {
  tripId: number | string;
  row: CatalogueRow;
  days: TripDay[];
  onClose: () => void;
  /** A trip's item, or a template's (its days are the reference calendar's). */
  owner?: ItemOwner;
}) => {
  const add = useAddCatalogueItem(tripId, owner);
  const [day, setDay] = useState(days[0]?.date ?? '');
  const [time, setTime] = useState(defaultTime(row.kind));
  const [nights, setNights] = useState('1');
  const stay = row.kind === 'accommodation';
  // A stay is priced from a room of its rooms catalogue (rack rate × rooms × nights, on the
  // server; the sell price by the trip's markup): the first room with a rate unless one is chosen.
  const rooms = useQuery({
    queryKey: ['catalogue', 'rooms-of', row.iri],
    queryFn: () => roomsOf(row.iri),
    enabled: stay,
  });
  const [room, setRoom] = useState<string | undefined>(undefined);
  const [roomCount, setRoomCount] = useState('1');
  const roomShown = room ?? (rooms.data?.find((r) => r.rackRate) ?? rooms.data?.[0])?.['@id'] ?? '';
  const lastDay = days.at(-1)?.date ?? day;
  const maxNights = Math.max(
    1,
    days.findIndex((d) => d.date === lastDay) - days.findIndex((d) => d.date === day) + 1,
  );
  const validTime = /^\d{2}:\d{2}$/.test(time);
  const validNights = !stay || (/^\d+$/.test(nights) && Number(nights) >= 1 && Number(nights) <= maxNights);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!day || !validTime || !validNights) return;
    const start = `${day}T${time}:00`;
    const end = stay
      ? `${addDays(day, Number(nights))}T${CHECK_OUT}:00`
      : plusMinutes(day, time, durationMinutes(catalogueOf(row.kind).duration));
    try {
      await add.mutateAsync({
        kind: row.kind,
        iri: row.iri,
        start,
        end,
        ...(stay && roomShown ? { room: roomShown, roomCount: Math.max(1, Number(roomCount) || 1) } : {}),
      });
      onClose();
    } catch {
      // The toast says what the server refused; the dialog stays open.
    }
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent title={`Add ${row.name}`} width={440} description={catalogueOf(row.kind).label}>
        <form
          className="space-y-4"
          onSubmit={(e) => void submit(e)}
          aria-label={owner === 'trip' ? 'Add to the trip' : 'Add to the template'}
        >
          <DaySelectField
            id="side-add-day"
            label="Day"
            value={day}
            onChange={setDay}
            options={dayOptions(days)}
          />
          <TimeField
            id="side-add-time"
            label={stay ? 'Check-in time' : 'Time'}
            value={time}
            onChange={setTime}
            error={validTime ? undefined : 'Please input value'}
            invalid={!validTime}
          />
          {stay ? (
            <Field
              id="side-add-nights"
              label="Nights"
              error={validNights ? undefined : `From 1 to ${maxNights} nights.`}
            >
              <TextInput
                id="side-add-nights"
                type="number"
                min={1}
                max={maxNights}
                value={nights}
                onChange={(e) => setNights(e.target.value)}
                invalid={!validNights}
              />
            </Field>
          ) : null}
          {stay && rooms.data?.length ? (
            <div className="grid grid-cols-3 gap-3">
              <div className="col-span-2">
                <Field id="side-add-room" label="Room">
                  <select
                    id="side-add-room"
                    className={selectClass}
                    value={roomShown}
                    onChange={(e) => setRoom(e.target.value)}
                  >
                    <option value="">No room chosen</option>
                    {rooms.data.map((r) => (
                      <option key={r['@id']} value={r['@id']}>
                        {r.rackRate ? `${r.name} · ${formatMoney(r.rackRate)} a night` : r.name}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              {owner === 'trip' ? (
                <Field id="side-add-rooms" label="Rooms">
                  <TextInput
                    id="side-add-rooms"
                    type="number"
                    min={1}
                    max={99}
                    value={roomCount}
                    onChange={(e) => setRoomCount(e.target.value)}
                  />
                </Field>
              ) : null}
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || !day}>
              {add.isPending ? 'Adding…' : 'Add'}
            </Button>
          </div>
        </form>
      </ModalContent>
    </Modal>
  );
};
