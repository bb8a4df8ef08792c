import { asc, inArray } from 'drizzle-orm';
import { bodyImageIds, excerptOf, type PmNode, renderBody } from '../content/body.ts';
import { slugify } from '../content/slug.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { nameListTable } from '../db/schema/reference/name-list-table.ts';
import { isEmpty } from './is-empty.ts';

// The demo website content (issue 27, Demo data): 20 articles with categories (and main images
// when the gallery has any), 8 pages with blocks, 2 menus, press, services, a brochure, 10
// destination guides, a few city guides, journal entries and knowledge-base articles. Written in
// bulk as fixtures (no audit rows), after the users and reference data.

const day = 86_400_000;
const doc = (heading: string, ...paragraphs: string[]): PmNode => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
    ...paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  ],
});

const articleTitles = [
  'Ten Quiet Beaches of the Amalfi Coast',
  'A Week on the Nile Without the Crowds',
  'Where to Eat in Kyoto After Dark',
  'The New Safari Lodges of Botswana',
  'Slow Travel Through the Scottish Highlands',
  'Patagonia in Autumn: a Photographer’s Notes',
  'The Best Spa Retreats in Bali',
  'Private Islands of the Maldives Compared',
  'Wine Country: Mendoza or the Douro?',
  'Family Adventures in Costa Rica',
  'Art Hotels of Paris',
  'Iceland’s Northern Lights, Week by Week',
  'Train Journeys Worth the Detour',
  'Morocco’s Riads, Old and New',
  'Sailing the Greek Islands in May',
  'Tokyo for First-Timers',
  'The Great Barrier Reef Beyond the Postcards',
  'Hidden Villages of Provence',
  'Cape Town’s Winelands in Three Days',
  'New Openings for Next Season',
];

const pageTitles = [
  'About Us',
  'Our Story',
  'Contact',
  'Privacy Policy',
  'Terms of Travel',
  'Careers',
  'Sustainability',
  'Press Room',
];

// The ids of a name list in order: its rows, else the given names, written now.
const listIds = async (tx: Db, list: ReturnType<typeof nameListTable<string>>, names: string[]) => {
  const rows = await tx.select({ id: list.id }).from(list).orderBy(asc(list.id));
  if (rows.length) return rows;
  return tx
    .insert(list)
    .values(names.map((name) => ({ name })))
    .returning({ id: list.id });
};

export const seedDemoContent = async (tx: Db, now = Date.now()) => {
  if (!(await isEmpty(tx, s.contentItems))) return 0;
  const [author] = await tx
    .select({ id: s.users.id })
    .from(s.users)
    .where(inArray(s.users.email, ['marketing@demo.travel']));
  const authorId = author?.id ?? null;
  // Categories: the reference data's, else a few of our own.
  const categories = await listIds(tx, s.articleCategories, ['Destinations', 'Travel Tips', 'News']);
  const guideCategories = await listIds(tx, s.destinationGuideCategories, ['Beach', 'City', 'Safari']);
  // Main images only when the gallery has images.
  const images = await tx
    .select({ id: s.imageSrcs.id })
    .from(s.imageSrcs)
    .orderBy(asc(s.imageSrcs.id))
    .limit(40);
  const destinations = await tx
    .select({ id: s.destinations.id })
    .from(s.destinations)
    .orderBy(asc(s.destinations.id))
    .limit(10);

  type Seed = Partial<typeof s.contentItems.$inferInsert> & { kind: string; title: string; body: PmNode };
  const seeds: Seed[] = [];
  const published = (i: number) => ({ status: 'published', publishedAt: new Date(now - (i + 1) * day) });
  for (const [i, title] of articleTitles.entries())
    seeds.push({
      kind: 'article',
      title,
      body: doc(
        title,
        `${title}: our travel designers share what they found on their last visit.`,
        'Ask us to build it into your next trip.',
      ),
      ...(i < 17 ? published(i) : { status: 'draft' }),
      articleCategoryId: categories[i % categories.length]!.id,
      mainImageId: images.length ? images[i % images.length]!.id : null,
      seoTitle: title,
      seoKeywords: 'luxury travel, tailor-made',
      seoDescription: `${title}, by our travel designers.`,
      tags: ['inspiration'],
    });
  for (const [i, title] of pageTitles.entries())
    seeds.push({ kind: 'page', title, body: doc(title, `${title} of the agency.`), ...published(i) });
  for (const [i, [title, publication]] of [
    ['Named Best Tailor-Made Agency', 'Condé Nast Traveller'],
    ['Our Founder on the Future of Luxury Travel', 'Financial Times'],
    ['Ten Agencies to Know', 'Travel + Leisure'],
  ].entries())
    seeds.push({
      kind: 'press',
      title: title!,
      publication,
      externalUrl: 'https://example.com/press',
      body: doc(title!, `As featured in ${publication}.`),
      ...published(i),
    });
  for (const [i, title] of [
    'Tailor-Made Journeys',
    'Private Aviation',
    'Villa Rentals',
    'Concierge',
  ].entries())
    seeds.push({
      kind: 'service',
      title,
      body: doc(title, `${title} arranged by our team.`),
      ...published(i),
      position: i,
    });
  seeds.push({
    kind: 'brochure',
    title: 'Collection 2027',
    externalUrl: 'https://example.com/brochure-2027.pdf',
    body: doc('Collection 2027', 'Our journeys for the year ahead.'),
    ...published(0),
  });
  for (const [i, title] of [
    'Bali',
    'Kyoto',
    'Marrakech',
    'Cape Town',
    'Reykjavik',
    'Amalfi Coast',
    'Patagonia',
    'Maldives',
    'Botswana',
    'Provence',
  ].entries())
    seeds.push({
      kind: 'destination_guide',
      title,
      body: doc(`${title} at a glance`, `When to go, where to stay and what to do in ${title}.`),
      destinationGuideCategoryId: guideCategories[i % guideCategories.length]!.id,
      ...published(i),
    });
  for (const [i, title] of ['Paris in a Weekend', 'London Neighbourhoods', 'New York for Families'].entries())
    seeds.push({
      kind: 'city_guide',
      title,
      body: doc(title, `Our ${title.toLowerCase()}.`),
      ...published(i),
    });
  for (const [i, title] of ['Notes from a Scouting Trip to Oman', 'Packing for the Arctic'].entries())
    seeds.push({
      kind: 'journal',
      title,
      body: doc(title, 'From the journal of our travel designers.'),
      ...published(i),
    });
  for (const [i, title] of [
    'How to Book a Private Jet',
    'Travel Insurance Explained',
    'Visa Checklist',
  ].entries())
    seeds.push({ kind: 'knowledgebase', title, body: doc(title, 'For the travel team.'), ...published(i) });

  const slugs = new Map<string, number>();
  const rows = await tx
    .insert(s.contentItems)
    .values(
      seeds.map((seed) => {
        const base = slugify(seed.title);
        const key = `${seed.kind}:${base}`;
        const n = (slugs.get(key) ?? 0) + 1;
        slugs.set(key, n);
        const bodyHtml = renderBody(seed.body);
        return {
          language: 'en-US',
          ...seed,
          slug: n > 1 ? `${base}-${n}` : base,
          bodyHtml,
          excerpt: excerptOf(bodyHtml),
          authorId,
          createdBy: authorId,
          updatedBy: authorId,
        };
      }),
    )
    .returning();
  await tx.insert(s.contentRevisions).values(
    rows.map((row) => ({
      contentItemId: row.id,
      revision: 1,
      title: row.title,
      snapshot: { title: row.title, body: row.body, bodyHtml: row.bodyHtml, excerpt: row.excerpt },
      createdBy: authorId,
    })),
  );
  const bodyImages = rows.flatMap((row) =>
    bodyImageIds(row.body as PmNode).map((imageSrcId) => ({ contentItemId: row.id, imageSrcId })),
  );
  if (bodyImages.length) await tx.insert(s.contentBodyImages).values(bodyImages);
  const guides = rows.filter((r) => r.kind === 'destination_guide');
  if (destinations.length)
    await tx.insert(s.contentItemDestinations).values(
      guides.map((g, i) => ({
        contentItemId: g.id,
        destinationId: destinations[i % destinations.length]!.id,
      })),
    );

  // Page blocks.
  const pages = rows.filter((r) => r.kind === 'page');
  await tx.insert(s.pageItems).values(
    pages.flatMap((page) =>
      ['landing', 'default'].map((template, position) => {
        const body = doc(position ? 'More' : page.title, `Block ${position + 1} of ${page.title}.`);
        return {
          pageId: page.id,
          template,
          position,
          title: position ? 'More' : page.title,
          body,
          bodyHtml: renderBody(body),
        };
      }),
    ),
  );

  // Two menus: the header (pages and a few articles, one level of children) and the footer.
  const [header, footer] = await tx
    .insert(s.menus)
    .values([
      { name: 'Header', code: 'header' },
      { name: 'Footer', code: 'footer' },
    ])
    .returning();
  const byTitle = new Map(rows.map((r) => [`${r.kind}:${r.title}`, r.id]));
  const [about, journeys, inspiration] = await tx
    .insert(s.menuItems)
    .values([
      { menuId: header!.id, label: 'About', pageId: byTitle.get('page:About Us'), position: 0 },
      { menuId: header!.id, label: 'Journeys', url: 'https://example.com/journeys', position: 1 },
      { menuId: header!.id, label: 'Inspiration', position: 2 },
    ])
    .returning();
  await tx.insert(s.menuItems).values([
    {
      menuId: header!.id,
      parentId: about!.id,
      label: 'Our Story',
      pageId: byTitle.get('page:Our Story'),
      position: 0,
    },
    {
      menuId: header!.id,
      parentId: about!.id,
      label: 'Careers',
      pageId: byTitle.get('page:Careers'),
      position: 1,
    },
    {
      menuId: header!.id,
      parentId: journeys!.id,
      label: 'Africa',
      url: 'https://example.com/journeys/africa',
      position: 0,
    },
    ...articleTitles.slice(0, 3).map((title, position) => ({
      menuId: header!.id,
      parentId: inspiration!.id,
      label: title,
      articleId: byTitle.get(`article:${title}`),
      position,
    })),
    ...['Contact', 'Privacy Policy', 'Terms of Travel', 'Press Room'].map((title, position) => ({
      menuId: footer!.id,
      label: title,
      pageId: byTitle.get(`page:${title}`),
      position,
    })),
  ]);
  return rows.length;
};
