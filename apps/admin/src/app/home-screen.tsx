import { useContext } from 'react';
import { HomePage } from '../features/home/home-page.tsx';
import { MenuContext } from './menu-context.ts';

// /admin: the home page, given the side menu's entries as its cards.
export const HomeScreen = () => <HomePage menu={useContext(MenuContext)} />;
