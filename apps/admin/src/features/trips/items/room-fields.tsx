import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { formatMoney } from '../../trip-domain/item-format.ts';
import { boardBases, type Room } from '../../trip-domain/item-prices.ts';

const selectClass =
  'block h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A stay's room from its accommodation's rooms catalogue (with its rack rate a night), the number of
 * rooms, the nights (from the dates) and the board basis (issue 22): the room's rate × rooms ×
 * nights is the stay's cost.
 */
export const RoomFields = ({
  rooms,
  currency,
  values,
  errors,
  nights,
  onChange,
  onNights,
}: {
  rooms: Room[];
  currency: string | null | undefined;
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  nights: number;
  onChange: (key: string) => (value: string) => void;
  /** Nights typed: the end moves to that many days after the start. */
  onNights: (nights: number) => void;
}) => {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <div className="sm:col-span-2">
        <Field id="item-room" label="Room" error={errors.room}>
          <select
            id="item-room"
            className={selectClass}
            value={text('room')}
            onChange={(e) => onChange('room')(e.target.value)}
          >
            <option value="">{rooms.length ? 'No room chosen' : 'No rooms in the catalogue'}</option>
            {rooms.map((room) => (
              <option key={room['@id']} value={room['@id']}>
                {room.rackRate ? `${room.name} · ${formatMoney(room.rackRate, currency)} a night` : room.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="item-roomCount" label="Rooms" error={errors.roomCount}>
        <TextInput
          id="item-roomCount"
          type="number"
          min={1}
          max={99}
          value={text('roomCount')}
          onChange={(e) => onChange('roomCount')(e.target.value)}
          aria-invalid={errors.roomCount ? true : undefined}
        />
      </Field>
      <Field id="item-nights" label="Nights">
        <TextInput
          id="item-nights"
          type="number"
          min={1}
          value={nights ? String(nights) : ''}
          onChange={(e) => onNights(Number(e.target.value))}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field id="item-boardBasis" label="Board basis" error={errors.boardBasis}>
          <select
            id="item-boardBasis"
            className={selectClass}
            value={text('boardBasis')}
            onChange={(e) => onChange('boardBasis')(e.target.value)}
          >
            <option value="">Not set</option>
            {boardBases.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
};
