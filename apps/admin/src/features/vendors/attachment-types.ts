// Suggested document kinds for an attachment's type (free text on the API, at most 64 characters).
export const attachmentTypes = [
  'Contract',
  'Invoice',
  'Brochure',
  'Price list',
  'Fact sheet',
  'Insurance',
  'Other',
];

export type StoredAttachment = {
  id: number;
  name: string;
  extension: string;
  type: string | null;
  size: number;
  createdAt: string;
  filePath: string;
};

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
