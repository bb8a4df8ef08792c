import { useLocation } from 'wouter';
import { resourceScreens } from './registry.ts';
import { ResourceListPage } from './resource-list-page.tsx';

// The screen of a generic resource route, looked up by path.
export const ResourceRoute = () => {
  const [location] = useLocation();
  const screen = resourceScreens[location];
  return screen ? <ResourceListPage key={screen.key} screen={screen} /> : null;
};
