import { useLocation } from 'wouter';
import { resourceScreens } from './registry.ts';

// The screen of a generic resource route, looked up by path.
export const ResourceRoute = () => {
  const [location] = useLocation();
  const Page = resourceScreens[location];
  return Page ? <Page key={location} /> : null;
};
