export { GalleryPage } from './gallery-page.tsx';
