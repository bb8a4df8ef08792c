import { createContext } from 'react';
import type { HomeEntry } from '../features/home/home-page.tsx';

// The side menu's entries, given by the layout to the screens that show them (the home's cards):
// a screen reading menu.ts directly would close a circle (menu → route table → screen → menu).
export const MenuContext = createContext<readonly HomeEntry[]>([]);
