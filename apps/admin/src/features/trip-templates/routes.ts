export { TripTemplatePage } from './trip-template-page.tsx';
export { TripTemplatesPage } from './trip-templates-page.tsx';
