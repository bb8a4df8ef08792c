import { atom } from 'jotai';

// Shared UI state (one atom per concern): the side menu's collapsed flag, the global saving flag.
export const menuCollapsedAtom = atom(false);
export const savingCountAtom = atom(0);
export const isSavingAtom = atom((get) => get(savingCountAtom) > 0);
