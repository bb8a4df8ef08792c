import { HomePage } from '../features/home/home-page.tsx';
import { menu } from './menu.ts';

// /admin: the home page, given the side menu's entries as its cards.
export const HomeScreen = () => <HomePage menu={menu} />;
