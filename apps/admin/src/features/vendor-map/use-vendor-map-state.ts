import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { initialMapState, reduceMapState, type VendorMapAction, type VendorMapState } from './map-state.ts';

// Shared by /admin/vendors/map, /map/pin and /map/popup, and kept while the user visits a detail
// screen and comes back: the pin, the selection, the history and the switched-off types.
export const vendorMapStateAtom = atom<VendorMapState>(initialMapState);

export const useVendorMapState = () => {
  const [state, setState] = useAtom(vendorMapStateAtom);
  const dispatch = useCallback(
    (action: VendorMapAction) => setState((current) => reduceMapState(current, action)),
    [setState],
  );
  return [state, dispatch] as const;
};
