// An attachment as every owner embeds it (product.md §3: id, type, name with extension, date,
// filePath); the name is shown and edited without its extension, which never changes.
export type StoredAttachment = {
  id: number;
  name: string;
  extension: string;
  type?: string | null;
  size: number;
  createdAt: string;
  filePath: string;
};

// Suggested document kinds for an attachment's type (free text on the API, at most 64 characters).
export const attachmentTypeSuggestions = [
  'Contract',
  'Invoice',
  'Brochure',
  'Price list',
  'Rate sheet',
  'Fact sheet',
  'Menu',
  'Floor plan',
  'Insurance',
  'Photo',
  'Other',
];

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Newest first, then by id. */
export const byNewest = (a: StoredAttachment, b: StoredAttachment) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** A type an owner's attachments allow, when it is an enum of /api/enums (clientAttachmentType). */
export type TypeOption = { value: string; label: string };
