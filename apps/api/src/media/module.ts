import { sql } from 'drizzle-orm';
import { imageTags } from '../db/schema/index.ts';
import type { DomainModule } from '../engine/domain-module.ts';
import type { Reaction } from '../engine/reactions.ts';
import { imageSrcsResource, refreshSearchTextOfTags } from './image-srcs.resource.ts';
import { mountImageRoutes } from './image-upload.routes.ts';
import { renditionsJob } from './renditions.job.ts';
import { renditionsSweepJob } from './renditions-sweep.job.ts';

// The media gallery (issue 27.5): images, their renditions, where they are used. The tags are the
// image_tags name list (reference/name-lists.resource.ts).
// A tag renamed: the search text of its images follows, in the same transaction.
const tagRenamed: Reaction = {
  table: imageTags,
  run: async (ctx, batch) => {
    const ids = batch.rows
      .filter((r) => r.before && r.before.name !== r.after.name)
      .map((r) => r.after.id as number);
    await refreshSearchTextOfTags(ctx, ids);
  },
};

export const mediaModule: DomainModule = {
  name: 'media',
  resources: [imageSrcsResource],
  routes: [mountImageRoutes],
  // The originals and renditions open through GET /files/{path} for those who read the gallery.
  fileHolders: [
    {
      access: 'media',
      select: (path) => sql`select name, extension, mime_type from image_srcs where file_path = ${path}
        union all
        select i.name, split_part(r.value->>'mimeType', '/', 2), r.value->>'mimeType'
          from image_srcs i cross join lateral jsonb_each(i.renditions) r
         where r.value->>'filePath' = ${path}`,
    },
  ],
  subscribers: [],
  jobs: [renditionsJob, renditionsSweepJob],
  reactions: [tagRenamed],
  searchable: [],
};
