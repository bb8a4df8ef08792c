import type { DomainModule } from '../engine/domain-module.ts';
import { mountPdfRoutes } from './pdf.routes.ts';
import { tripPdfFiles, tripPdfsResource } from './trip-pdfs.resource.ts';
import { mountTripPdfRoutes } from './trip-pdfs.routes.ts';

// The trips' PDFs: drawn on request and stored as numbered versions.
export const pdfModule: DomainModule = {
  name: 'pdf',
  resources: [tripPdfsResource],
  routes: [mountTripPdfRoutes, mountPdfRoutes],
  fileHolders: [tripPdfFiles],
  subscribers: [],
  jobs: [],
  searchable: [],
};
