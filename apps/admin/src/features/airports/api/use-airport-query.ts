import { getAirport } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { editedRecordOptions } from '../../../lib/records/edited-record.ts';
import { airportKeys } from './airport-keys.ts';

// The airport being edited, with its ETag for If-Match.
export const useAirportQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(airportKeys.item(id ?? 0), id, 'airport', getAirport));
