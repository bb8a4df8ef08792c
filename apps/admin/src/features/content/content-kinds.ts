import * as sdk from '@backoffice/sdk';

// The website content kinds of issue 27 as the admin shows them, declared once: how staff name
// them, the list path of product.md §2 (the record screens are `{listPath}/new` and
// `{listPath}/{id}`), the API path (`/api/{apiPath}`, apps/api/src/content/content-kinds.ts) and
// the SDK calls. One set of screens (content-list-page, content-form-page) serves them all.

/** A content record as the admin reads it (every kind has the same shape, content_items). */
export type ContentRecord = sdk.Article;

/** What a save sends (the same for every kind). */
export type ContentInput = Partial<sdk.ArticleInput>;

export type ContentRevision = {
  '@id'?: string;
  id: number;
  revision: number;
  title: string;
  createdAt: string;
  createdBy?: string | number | null;
};

type Calls = {
  list: (params: Record<string, unknown>, options?: { signal?: AbortSignal }) => Promise<unknown>;
  get: (id: number) => Promise<unknown>;
  create: (body: ContentInput) => Promise<unknown>;
  update: (id: number, body: ContentInput, options?: { ifMatch?: string }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  revisions: (id: number) => Promise<unknown>;
  restore: (id: number, rev: number) => Promise<unknown>;
};

export type ContentCategory = {
  /** GET of the category name list (Hydra collection of { '@id', name }). */
  list: (params: { itemsPerPage: number }) => Promise<unknown>;
};

export type ContentKindMeta = {
  kind: string;
  /** Plural, as the list's title and the menu say it. */
  label: string;
  /** Singular, lower case ("New article"). */
  singular: string;
  listPath: string;
  /** Other list paths of the same screens: a section of another team (product.md §6). */
  alsoAt?: readonly string[];
  apiPath: string;
  calls: Calls;
  category?: ContentCategory;
  /** Kind-specific fields (press: publication; press, services, brochure: external URL). */
  extra?: readonly ('publication' | 'externalUrl')[];
};

const calls = (c: {
  list: unknown;
  get: unknown;
  create: unknown;
  update: unknown;
  remove: unknown;
  revisions: unknown;
  restore: unknown;
}) => c as Calls;

export const contentKinds: readonly ContentKindMeta[] = [
  {
    kind: 'article',
    label: 'Articles',
    singular: 'article',
    listPath: '/admin/cms/articles',
    apiPath: 'articles',
    category: { list: sdk.listArticleCategories as ContentCategory['list'] },
    calls: calls({
      list: sdk.listArticles,
      get: sdk.getArticle,
      create: sdk.createArticle,
      update: sdk.updateArticle,
      remove: sdk.deleteArticle,
      revisions: sdk.listArticleRevisions,
      restore: sdk.restoreArticleRevision,
    }),
  },
  {
    kind: 'page',
    label: 'Pages',
    singular: 'page',
    listPath: '/admin/cms/pages',
    // The content team's pages section (the content manager has no CMS group).
    alsoAt: ['/admin/pages'],
    apiPath: 'pages',
    calls: calls({
      list: sdk.listPages,
      get: sdk.getPage,
      create: sdk.createPage,
      update: sdk.updatePage,
      remove: sdk.deletePage,
      revisions: sdk.listPageRevisions,
      restore: sdk.restorePageRevision,
    }),
  },
  {
    kind: 'press',
    label: 'Press',
    singular: 'press article',
    listPath: '/admin/cms/press',
    apiPath: 'presses',
    extra: ['publication', 'externalUrl'],
    calls: calls({
      list: sdk.listPresses,
      get: sdk.getPress,
      create: sdk.createPress,
      update: sdk.updatePress,
      remove: sdk.deletePress,
      revisions: sdk.listPressRevisions,
      restore: sdk.restorePressRevision,
    }),
  },
  {
    kind: 'service',
    label: 'Services',
    singular: 'service',
    listPath: '/admin/cms/services',
    apiPath: 'services',
    extra: ['externalUrl'],
    calls: calls({
      list: sdk.listServices,
      get: sdk.getService,
      create: sdk.createService,
      update: sdk.updateService,
      remove: sdk.deleteService,
      revisions: sdk.listServiceRevisions,
      restore: sdk.restoreServiceRevision,
    }),
  },
  {
    kind: 'brochure',
    label: 'Brochure',
    singular: 'brochure',
    listPath: '/admin/cms/brochure',
    apiPath: 'brochures',
    extra: ['externalUrl'],
    calls: calls({
      list: sdk.listBrochures,
      get: sdk.getBrochure,
      create: sdk.createBrochure,
      update: sdk.updateBrochure,
      remove: sdk.deleteBrochure,
      revisions: sdk.listBrochureRevisions,
      restore: sdk.restoreBrochureRevision,
    }),
  },
  {
    kind: 'journal',
    label: 'Journal',
    singular: 'journal entry',
    listPath: '/admin/journal',
    apiPath: 'journal_entries',
    calls: calls({
      list: sdk.listJournalEntries,
      get: sdk.getJournalEntry,
      create: sdk.createJournalEntry,
      update: sdk.updateJournalEntry,
      remove: sdk.deleteJournalEntry,
      revisions: sdk.listJournalEntryRevisions,
      restore: sdk.restoreJournalEntryRevision,
    }),
  },
  {
    kind: 'knowledgebase',
    label: 'Knowledge base',
    singular: 'knowledge base article',
    listPath: '/admin/knowledgebase',
    apiPath: 'knowledge_base_articles',
    calls: calls({
      list: sdk.listKnowledgeBaseArticles,
      get: sdk.getKnowledgeBaseArticle,
      create: sdk.createKnowledgeBaseArticle,
      update: sdk.updateKnowledgeBaseArticle,
      remove: sdk.deleteKnowledgeBaseArticle,
      revisions: sdk.listKnowledgeBaseArticleRevisions,
      restore: sdk.restoreKnowledgeBaseArticleRevision,
    }),
  },
  {
    kind: 'city_guide',
    label: 'City guides',
    singular: 'city guide',
    listPath: '/admin/cityguides',
    apiPath: 'city_guides',
    calls: calls({
      list: sdk.listCityGuides,
      get: sdk.getCityGuide,
      create: sdk.createCityGuide,
      update: sdk.updateCityGuide,
      remove: sdk.deleteCityGuide,
      revisions: sdk.listCityGuideRevisions,
      restore: sdk.restoreCityGuideRevision,
    }),
  },
  {
    kind: 'destination_guide',
    label: 'Destination guides',
    singular: 'destination guide',
    listPath: '/admin/destination-guides',
    apiPath: 'destination_guides',
    category: { list: sdk.listDestinationGuideCategories as ContentCategory['list'] },
    calls: calls({
      list: sdk.listDestinationGuides,
      get: sdk.getDestinationGuide,
      create: sdk.createDestinationGuide,
      update: sdk.updateDestinationGuide,
      remove: sdk.deleteDestinationGuide,
      revisions: sdk.listDestinationGuideRevisions,
      restore: sdk.restoreDestinationGuideRevision,
    }),
  },
];

/** The kind whose list path starts the location (the longest wins), if any; at one of its other
 * paths (`alsoAt`) its screens link within that path. */
export const contentKindAt = (location: string): ContentKindMeta | undefined =>
  contentKinds
    .flatMap((k) => [k.listPath, ...(k.alsoAt ?? [])].map((listPath) => ({ ...k, listPath })))
    .filter((k) => location === k.listPath || location.startsWith(`${k.listPath}/`))
    .sort((a, b) => b.listPath.length - a.listPath.length)[0];

export const contentStatuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
] as const;
