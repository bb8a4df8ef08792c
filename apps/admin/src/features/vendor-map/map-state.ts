import type { MarkerType } from './marker-types.ts';

// The vendor map's UI state (calls.md §4 "Map pin"), shared by the three map screens.
export type VendorMapState = {
  // Types switched off in the legend.
  hidden: MarkerType[];
  // The opened marker (its popup), by IRI.
  selected: string | null;
  // An opened shared location (the list of its markers), by place key; not a marker yet.
  group: string | null;
  pinned: string | null;
  // The last two markers opened before the current one, most recent first.
  history: string[];
};

export type VendorMapAction =
  | { type: 'toggle-type'; markerType: MarkerType }
  | { type: 'show-type'; markerType: MarkerType; visible: boolean }
  | { type: 'open'; iri: string }
  | { type: 'open-group'; key: string }
  | { type: 'close' }
  | { type: 'toggle-pin'; iri: string }
  | { type: 'pin'; iri: string }
  | { type: 'unpin' };

export const historySize = 2;

export const initialMapState: VendorMapState = {
  hidden: [],
  selected: null,
  group: null,
  pinned: null,
  history: [],
};

const remember = (history: string[], iri: string | null, except: string): string[] =>
  iri === null || iri === except
    ? history.filter((h) => h !== except)
    : [iri, ...history.filter((h) => h !== iri && h !== except)].slice(0, historySize);

export const reduceMapState = (state: VendorMapState, action: VendorMapAction): VendorMapState => {
  switch (action.type) {
    case 'toggle-type':
      return reduceMapState(state, {
        type: 'show-type',
        markerType: action.markerType,
        visible: state.hidden.includes(action.markerType),
      });
    case 'show-type': {
      const hidden = state.hidden.filter((t) => t !== action.markerType);
      return { ...state, hidden: action.visible ? hidden : [...hidden, action.markerType] };
    }
    case 'open':
      // Opening a marker records the one opened before it (and, drive time being keyed by the
      // pair, drops the previous drive time).
      if (state.selected === action.iri && state.group === null) return state;
      return {
        ...state,
        selected: action.iri,
        group: null,
        history: remember(state.history, state.selected, action.iri),
      };
    case 'open-group':
      // A shared location is not recorded as opened until one of its markers is chosen.
      return { ...state, group: action.key };
    case 'close':
      if (state.selected === null && state.group === null) return state;
      return {
        ...state,
        selected: null,
        group: null,
        history: state.selected ? remember(state.history, state.selected, '') : state.history,
      };
    case 'toggle-pin':
      // Toggling the already pinned marker clears the pin.
      return { ...state, pinned: state.pinned === action.iri ? null : action.iri };
    case 'pin':
      return state.pinned === action.iri ? state : { ...state, pinned: action.iri };
    case 'unpin':
      return state.pinned === null ? state : { ...state, pinned: null };
  }
};
