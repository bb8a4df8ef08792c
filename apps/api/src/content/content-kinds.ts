import type { AccessArea } from '../auth/permissions.ts';

// Every kind of website content, declared once (issue 27 items 1, 2, 8): its Hydra class, the
// collection path of its writes and admin reads (/api/{path}), the path of its public reads
// (/api/v2/{v2Path}), the access area whose roles write it, and its category list if any.
export type ContentKindDef = {
  kind: string;
  type: string;
  plural: string;
  path: string;
  v2Path: string;
  access: AccessArea;
  // The name list its `category` points at.
  category?: { target: string; fk: 'articleCategoryId' | 'destinationGuideCategoryId' };
  // Kind-specific columns (the others are hidden for it).
  extra?: ('publication' | 'externalUrl')[];
  // How staff name the kind (search results' group) and the admin screen that opens a record
  // (product.md §2 list paths and their /{id} record screens; {id} replaced).
  label: string;
  adminPath: string;
};

export const contentKinds = [
  {
    kind: 'article',
    label: 'Articles',
    adminPath: '/admin/cms/articles/{id}',
    type: 'Article',
    plural: 'Articles',
    path: 'articles',
    v2Path: 'articles',
    access: 'cms',
    category: { target: 'ArticleCategory', fk: 'articleCategoryId' },
  },
  {
    kind: 'page',
    label: 'Pages',
    adminPath: '/admin/cms/pages/{id}',
    type: 'Page',
    plural: 'Pages',
    path: 'pages',
    v2Path: 'pages',
    access: 'pages',
  },
  {
    kind: 'press',
    label: 'Press',
    adminPath: '/admin/cms/press/{id}',
    type: 'Press',
    plural: 'Presses',
    path: 'presses',
    v2Path: 'press',
    access: 'cms',
    extra: ['publication', 'externalUrl'],
  },
  {
    kind: 'service',
    label: 'Services',
    adminPath: '/admin/cms/services/{id}',
    type: 'Service',
    plural: 'Services',
    path: 'services',
    v2Path: 'services',
    access: 'cms',
    extra: ['externalUrl'],
  },
  {
    kind: 'brochure',
    label: 'Brochure',
    adminPath: '/admin/cms/brochure/{id}',
    type: 'Brochure',
    plural: 'Brochures',
    path: 'brochures',
    v2Path: 'brochures',
    access: 'cms',
    extra: ['externalUrl'],
  },
  {
    kind: 'journal',
    label: 'Journal',
    adminPath: '/admin/journal/{id}',
    type: 'JournalEntry',
    plural: 'JournalEntries',
    path: 'journal_entries',
    v2Path: 'journal_entries',
    access: 'journal',
  },
  {
    kind: 'knowledgebase',
    label: 'Knowledge base',
    adminPath: '/admin/knowledgebase/{id}',
    type: 'KnowledgeBaseArticle',
    plural: 'KnowledgeBaseArticles',
    path: 'knowledge_base_articles',
    v2Path: 'knowledge_base_articles',
    access: 'knowledgebase',
  },
  {
    kind: 'city_guide',
    label: 'City guides',
    adminPath: '/admin/cityguides/{id}',
    type: 'CityGuide',
    plural: 'CityGuides',
    path: 'city_guides',
    v2Path: 'city_guides',
    access: 'cityguides',
  },
  {
    kind: 'destination_guide',
    label: 'Destination guides',
    adminPath: '/admin/destination-guides/{id}',
    type: 'DestinationGuide',
    plural: 'DestinationGuides',
    path: 'destination_guides',
    v2Path: 'destination_guides',
    access: 'destinationGuides',
    category: { target: 'DestinationGuideCategory', fk: 'destinationGuideCategoryId' },
  },
] as const satisfies readonly ContentKindDef[];

export type ContentKind = (typeof contentKinds)[number]['kind'];
export const contentStatuses = ['draft', 'published', 'archived'] as const;
export const contentLanguages = ['en-US', 'en-GB'] as const;

export const kindDef = (kind: string): ContentKindDef => {
  const def = contentKinds.find((k) => k.kind === kind);
  if (!def) throw new Error(`Unknown content kind ${kind}`);
  return def;
};
