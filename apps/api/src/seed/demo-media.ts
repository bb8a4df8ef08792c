import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { imageSrcs, imageSrcTags, imageTags } from '../db/schema/index.ts';
import { type FileStore, storeFile } from '../files/file-store.ts';
import { foldText } from '../media/search-text.ts';

// The demo media gallery (issue 27.5): 40 pictures drawn here (a gradient sky, a sun, hills or
// waves, a caption), nothing downloaded, each tagged with the image_tags of the reference data.
// Written as fixtures (no audit rows); their renditions come from the media sweep job, not from
// the seed, so a first start stays fast.

// [caption, tags, [sky top, sky bottom], ground colour, scene]
type Scene = 'hills' | 'sea' | 'city';
type DemoImage = [string, string[], [string, string], string, Scene];

const demoImages: DemoImage[] = [
  ['Santorini caldera at sunset', ['View', 'Exterior'], ['#ff9a5a', '#ffd29a'], '#3b6ea5', 'sea'],
  ['Amalfi coast terrace', ['View', 'Restaurant'], ['#6ec3f4', '#d9f1ff'], '#2f7fb8', 'sea'],
  ['Tuscan vineyard', ['Exterior', 'Activity'], ['#9fd3ff', '#f1f8ff'], '#6d8f3a', 'hills'],
  ['Provence lavender fields', ['Exterior', 'Aerial'], ['#a8c8ff', '#efe6ff'], '#7a5fb0', 'hills'],
  ['Lisbon rooftops', ['View', 'Aerial'], ['#f7b267', '#fde4c3'], '#b5533c', 'city'],
  ['Paris hotel lobby', ['Lobby', 'Interior'], ['#d8c3a5', '#f4ede4'], '#8e7f6a', 'city'],
  ['Maldives overwater villa', ['Suite', 'Beach'], ['#4fc3f7', '#e1f5fe'], '#00897b', 'sea'],
  ['Zanzibar beach', ['Beach', 'View'], ['#80deea', '#e0f7fa'], '#f3d9a4', 'sea'],
  ['Kyoto ryokan room', ['Room', 'Interior'], ['#e6d5b8', '#fbf6ee'], '#7b6143', 'city'],
  ['Swiss Alps spa', ['Spa', 'View'], ['#90caf9', '#e3f2fd'], '#eceff1', 'hills'],
  ['Marrakech riad pool', ['Pool', 'Exterior'], ['#ffcc80', '#fff3e0'], '#26a69a', 'city'],
  ['Seville cathedral', ['Exterior', 'View'], ['#ffb74d', '#ffe0b2'], '#a1887f', 'city'],
  ['Île de Ré cycling', ['Activity', 'Exterior'], ['#81d4fa', '#e1f5fe'], '#c5e1a5', 'hills'],
  ['Côte d’Azur yacht', ['Activity', 'View'], ['#4dd0e1', '#e0f7fa'], '#0277bd', 'sea'],
  ['Napa wine tasting', ['Food', 'Activity'], ['#ce93d8', '#f3e5f5'], '#8d6e63', 'hills'],
  ['Tokyo sushi counter', ['Food', 'Restaurant'], ['#ef9a9a', '#ffebee'], '#5d4037', 'city'],
  ['Reykjavik lagoon', ['Spa', 'Pool'], ['#b0bec5', '#eceff1'], '#80cbc4', 'sea'],
  ['Patagonia trek', ['Activity', 'View'], ['#90a4ae', '#eceff1'], '#6d4c41', 'hills'],
  ['Cape Town table mountain', ['View', 'Aerial'], ['#64b5f6', '#bbdefb'], '#5d7b4f', 'hills'],
  ['Safari lodge deck', ['Exterior', 'View'], ['#ffb300', '#ffe082'], '#a1887f', 'hills'],
  ['Bali jungle pool', ['Pool', 'Suite'], ['#a5d6a7', '#e8f5e9'], '#2e7d32', 'hills'],
  ['New York skyline bar', ['Bar', 'View'], ['#5c6bc0', '#c5cae9'], '#37474f', 'city'],
  ['London afternoon tea', ['Food', 'Interior'], ['#f8bbd0', '#fce4ec'], '#6d4c41', 'city'],
  ['Venice palazzo suite', ['Suite', 'Interior'], ['#ffe082', '#fff8e1'], '#8d6e63', 'sea'],
  ['Mykonos windmills', ['Exterior', 'View'], ['#4fc3f7', '#b3e5fc'], '#fafafa', 'hills'],
  ['Dubrovnik old town', ['Aerial', 'Exterior'], ['#ffab91', '#fbe9e7'], '#d84315', 'city'],
  ['Scottish highlands', ['View', 'Activity'], ['#9e9e9e', '#eeeeee'], '#558b2f', 'hills'],
  ['Seychelles granite beach', ['Beach', 'View'], ['#4dd0e1', '#b2ebf2'], '#ffe0b2', 'sea'],
  ['Vienna café', ['Restaurant', 'Interior'], ['#bcaaa4', '#efebe9'], '#4e342e', 'city'],
  ['Bordeaux château', ['Exterior', 'Food'], ['#b39ddb', '#ede7f6'], '#689f38', 'hills'],
  ['Hotel rooftop pool', ['Pool', 'View'], ['#29b6f6', '#b3e5fc'], '#0288d1', 'city'],
  ['Alpine chalet lounge', ['Lobby', 'Interior'], ['#a1887f', '#d7ccc8'], '#3e2723', 'hills'],
  ['Sahara camp at dusk', ['Exterior', 'Activity'], ['#ff7043', '#ffccbc'], '#e6b980', 'hills'],
  ['Norwegian fjord', ['View', 'Aerial'], ['#78909c', '#cfd8dc'], '#1565c0', 'sea'],
  ['Barcelona tapas bar', ['Bar', 'Food'], ['#ffca28', '#fff8e1'], '#bf360c', 'city'],
  ['Lake Como villa', ['Exterior', 'View'], ['#81d4fa', '#e1f5fe'], '#33691e', 'sea'],
  ['Hammam in Istanbul', ['Spa', 'Interior'], ['#ffd54f', '#fff9c4'], '#795548', 'city'],
  ['Caribbean sunset cruise', ['Activity', 'Beach'], ['#ff8a65', '#ffe0b2'], '#01579b', 'sea'],
  ['Sri Lanka tea hills', ['Activity', 'Aerial'], ['#aed581', '#f1f8e9'], '#33691e', 'hills'],
  ['Mexico cenote swim', ['Activity', 'Pool'], ['#4db6ac', '#e0f2f1'], '#004d40', 'sea'],
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const width = 800;
const height = 600;

const ground = (scene: Scene, colour: string, i: number) => {
  if (scene === 'sea')
    return `<rect x="0" y="380" width="${width}" height="220" fill="${colour}"/>
      ${[0, 1, 2, 3]
        .map(
          (k) =>
            `<path d="M0 ${410 + k * 45} q 100 -20 200 0 t 200 0 t 200 0 t 200 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" fill="none"/>`,
        )
        .join('')}`;
  if (scene === 'city')
    return Array.from({ length: 9 }, (_, k) => {
      const h = 120 + ((k * 53 + i * 17) % 200);
      return `<rect x="${k * 90}" y="${600 - h}" width="80" height="${h}" fill="${colour}" fill-opacity="${0.7 + (k % 3) * 0.1}"/>`;
    }).join('');
  return `<path d="M0 420 Q 200 ${300 + (i % 5) * 20} 400 420 T 800 ${400 - (i % 3) * 30} V 600 H 0 Z" fill="${colour}"/>
    <path d="M0 480 Q 250 ${400 + (i % 4) * 15} 520 500 T 800 470 V 600 H 0 Z" fill="${colour}" fill-opacity="0.7"/>`;
};

export const demoPicture = (i: number) => {
  const [caption, , [top, bottom], colour, scene] = demoImages[i]!;
  const sunX = 120 + ((i * 97) % 560);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="160" r="60" fill="#fff6d5" fill-opacity="0.85"/>
    ${ground(scene, colour, i)}
    <rect x="0" y="530" width="${width}" height="70" fill="#000000" fill-opacity="0.35"/>
    <text x="30" y="577" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ffffff">${escapeXml(caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
};

export const demoImageCount = demoImages.length;

// Tagged with the reference data's image_tags (made if missing); without a file store (tests of
// other seeds) nothing.
export const seedDemoMedia = async (tx: Db, files?: FileStore) => {
  if (!files) return;
  const pictures = await Promise.all(demoImages.map((_, i) => demoPicture(i)));
  const paths = await Promise.all(
    pictures.map((bytes) => storeFile(files, bytes, { extension: 'jpg', contentType: 'image/jpeg' })),
  );
  const names = [...new Set(demoImages.flatMap(([, tags]) => tags))];
  const existing = await tx
    .select({ id: imageTags.id, name: imageTags.name })
    .from(imageTags)
    .where(inArray(imageTags.name, names));
  // The reference data brings these tags; a database without them gets the demo's own.
  const absent = names.filter((n) => !existing.some((t) => t.name === n));
  const added = absent.length
    ? await tx
        .insert(imageTags)
        .values(absent.map((name) => ({ name })))
        .returning({ id: imageTags.id, name: imageTags.name })
    : [];
  const tagId = new Map([...existing, ...added].map((t) => [t.name, t.id]));
  const now = Date.now();
  const rows = await tx
    .insert(imageSrcs)
    .values(
      demoImages.map(([caption, tagNames], i) => ({
        name: caption,
        alt: caption,
        extension: 'jpg',
        filePath: paths[i]!,
        mimeType: 'image/jpeg',
        size: pictures[i]!.byteLength,
        width,
        height,
        searchText: foldText([caption, ...tagNames.filter((n) => tagId.has(n))].join(' ')),
        // The first image the newest: the gallery opens on it.
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: imageSrcs.id });
  const links = demoImages.flatMap(([, tagNames], i) =>
    tagNames.flatMap((n) => (tagId.has(n) ? [{ imageSrcId: rows[i]!.id, imageTagId: tagId.get(n)! }] : [])),
  );
  if (links.length) await tx.insert(imageSrcTags).values(links);
};
