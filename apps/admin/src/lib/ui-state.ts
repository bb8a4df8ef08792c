import { atom } from 'jotai';

// Shared UI state (one atom per concern): the side menu's collapsed flag.
export const menuCollapsedAtom = atom(false);
