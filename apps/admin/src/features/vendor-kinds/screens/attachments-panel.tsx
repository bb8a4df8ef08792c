import type { QueryKey } from '@tanstack/react-query';
import { Attachments } from '../../../shared/files/attachments.tsx';
import type { FileApi, FileRecord } from '../types.ts';

type Props = { files: FileApi; owner: string; attachments: FileRecord[]; refreshKey: QueryKey };

// The Attachments tab of a record (calls.md 7.2 <kind>_attachments), which embeds them.
export const AttachmentsPanel = ({ files, owner, attachments, refreshKey }: Props) => (
  <Attachments
    layout="table"
    canChooseType
    className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
    attachments={attachments}
    calls={{
      upload: (file, type) => files.create({ owner, file, type: type ?? undefined }),
      update: (id, body) => files.update(id, body),
      remove: (id) => files.remove(id),
      refresh: [refreshKey],
    }}
  />
);
