import type { PdfImage } from './pdf-images.ts';

// The agency's look on its PDFs, from its settings. Apart from the documents so that the API
// process, which builds the props, never loads react-pdf (the renderer child does).
export type Brand = {
  agencyName: string;
  contactLine: string;
  primary: string;
  accent: string;
  logo: PdfImage | undefined;
};

const hex = /^#[0-9a-f]{6}$/i;
export const brandOf = (settings: Record<string, string>, logo: PdfImage | undefined): Brand => ({
  agencyName: settings['agency.name'] ?? 'Travel Back Office',
  contactLine: [settings['agency.phone'], settings['agency.email'], settings['agency.website']]
    .filter(Boolean)
    .join('  ·  '),
  primary: hex.test(settings['agency.primaryColor'] ?? '') ? settings['agency.primaryColor']! : '#1f3a5f',
  accent: hex.test(settings['agency.accentColor'] ?? '') ? settings['agency.accentColor']! : '#b08d57',
  logo,
});
