import { createTripFlight, type TripFlightInput } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { searchSources } from '../../../shared/client-preferences/preference-options.ts';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import { DaySelectField, dayOptions, TimeField } from '../item-time-fields.tsx';
import { addDays, type TripDay } from './trip-days.ts';

/**
 * Tab 4 of the side list: a flight is not a catalogue record, so the tab offers a small form (the
 * airline, the flight number, the day and the departure and arrival times) that adds it to the
 * trip (POST /api/trip_flights). An arrival before the departure lands the next day.
 */
export const AddFlightForm = ({ tripId, days }: { tripId: number | string; days: TripDay[] }) => {
  const queryClient = useQueryClient();
  const [airline, setAirline] = useState<string | null>(null);
  const [flightNumber, setFlightNumber] = useState('');
  const [day, setDay] = useState(days[0]?.date ?? '');
  const [departure, setDeparture] = useState('10:00');
  const [arrival, setArrival] = useState('12:00');
  const create = useMutation({
    mutationFn: (body: TripFlightInput) => createTripFlight(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.item(Number(tripId)) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.lists }),
      ]),
    meta: { successMessage: 'Created successfully' },
  });
  const valid = day !== '' && /^\d{2}:\d{2}$/.test(departure) && /^\d{2}:\d{2}$/.test(arrival);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const arrivalDay = arrival < departure ? addDays(day, 1) : day;
    try {
      await create.mutateAsync({
        trip: `/api/trips/${tripId}`,
        airline,
        flightNumber: flightNumber.trim() || null,
        startDate: `${day}T${departure}:00`,
        endDate: `${arrivalDay}T${arrival}:00`,
      });
      setFlightNumber('');
    } catch {
      // The toast says what the server refused.
    }
  };

  return (
    <form className="space-y-3 p-3" aria-label="Add flight" onSubmit={(e) => void submit(e)}>
      <Field id="side-flight-airline" label="Airline">
        <RecordPicker
          id="side-flight-airline"
          aria-label="Airline"
          source={searchSources.airlines}
          value={airline}
          onChange={(iri) => setAirline(iri)}
          clearable
          placeholder="Search an airline"
        />
      </Field>
      <Field id="side-flight-number" label="Flight number">
        <TextInput
          id="side-flight-number"
          maxLength={16}
          value={flightNumber}
          onChange={(e) => setFlightNumber(e.target.value)}
        />
      </Field>
      <DaySelectField
        id="side-flight-day"
        label="Day"
        value={day}
        onChange={setDay}
        options={dayOptions(days)}
      />
      <div className="grid grid-cols-2 gap-2">
        <TimeField id="side-flight-departure" label="Departure" value={departure} onChange={setDeparture} />
        <TimeField id="side-flight-arrival" label="Arrival" value={arrival} onChange={setArrival} />
      </div>
      <Button type="submit" className="w-full" disabled={!valid || create.isPending}>
        {create.isPending ? 'Adding…' : 'Add flight'}
      </Button>
    </form>
  );
};
