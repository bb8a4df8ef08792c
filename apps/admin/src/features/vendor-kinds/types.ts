import type { VendorEmbedded } from '@backoffice/sdk';
import type { ApiResponse, RequestOptions } from '@backoffice/sdk/core';
import type { DataTableColumnDef } from '@backoffice/ui/data-table/data-table-columns';
import type { FieldDef as SharedFieldDef } from '../../shared/forms/field-def.ts';
import type { ReferenceSource } from '../../shared/forms/reference-options.ts';

// Any JSON-LD record of the catalogue, read loosely: the declarations name the fields they use.
export type Row = { '@id': string; id: number; name: string; [key: string]: unknown };
export type Body = Record<string, unknown>;
export type HydraPage<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

export type FileRecord = {
  '@id': string;
  id: number;
  name: string;
  extension: string;
  filePath: string;
  mimeType: string;
  size: number;
  createdAt: string;
  type?: string | null;
  isMain?: boolean;
  position?: number;
};

export type KindRecord = Row & {
  vendor: VendorEmbedded | null;
  location: string | null;
  description: string | null;
  website: string | null;
  attachments: FileRecord[];
  images?: FileRecord[];
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
};

// The SDK calls of one collection, typed loosely so one generic screen serves every kind.
export type Crud<T extends Row = Row> = {
  list: (params: Record<string, unknown>) => Promise<ApiResponse<HydraPage<T>>>;
  get: (id: number) => Promise<ApiResponse<T>>;
  create: (body: Body) => Promise<ApiResponse<T>>;
  update: (id: number, body: Body, options?: RequestOptions) => Promise<ApiResponse<T>>;
  remove: (id: number) => Promise<unknown>;
};

// <kind>_attachments and accommodation_images: multipart upload with the owner IRI, PATCH, DELETE.
export type FileApi = {
  create: (body: {
    owner: string;
    file: File;
    name?: string;
    type?: string;
    position?: number;
  }) => Promise<ApiResponse<FileRecord>>;
  update: (id: number, body: Body) => Promise<ApiResponse<FileRecord>>;
  remove: (id: number) => Promise<unknown>;
};

// product.md §2.12: a list may offer export and import (calls.md 7.3: GET /api/<c>/export answers
// an xlsx of the rows the list's filters select; POST /api/<c>/import takes the multipart `file`).
export type ExchangeSlot = {
  exportFile: (
    params: Record<string, string | string[]>,
    options: RequestOptions,
  ) => Promise<{ data: Blob; headers: Headers }>;
  importFile: (file: File, options: RequestOptions) => Promise<unknown>;
};

// The form fields a declaration may use (the shared renderer draws them; field-schema.ts derives
// their rules).
export type FieldDef = Extract<
  SharedFieldDef,
  {
    kind:
      | 'text'
      | 'textarea'
      | 'url'
      | 'time'
      | 'integer'
      | 'price'
      | 'switch'
      | 'reference'
      | 'enum'
      | 'destination';
  }
>;

// A list filter of a declaration, written to the URL under `key` (an API query parameter).
export type FilterDef =
  | { key: string; label: string; kind: 'reference'; source: ReferenceSource }
  | { key: string; label: string; kind: 'destination' };

// The owner of an item (a room's accommodation, a transfer's transportation provider).
export type ParentRef = {
  property: string;
  label: string;
  segment: string;
  // '/api/activity_providers': the owner's IRIs are <iriBase>/{id}.
  iriBase: string;
  api: Pick<Crud, 'list' | 'get'>;
};

// The records a kind offers (rooms, options, treatments, meals, wines, activities, transfers,
// services): a section of the kind's detail page, and for some an admin list and pages of their own.
export type ItemDef = {
  key: string;
  // The API collection, e.g. 'accommodation_rooms'.
  collection: string;
  title: string;
  singular: string;
  parent: ParentRef;
  api: Crud;
  fields: FieldDef[];
  columns: DataTableColumnDef<Row>[];
  // The page of one item (/admin/rooms/{id}, /admin/activities/{id}); modals otherwise.
  detailPath?: (id: number) => string;
  attachments?: FileApi;
  // The admin list across all owners (/admin/activities, /admin/transfers, ...), with its filters.
  adminList?: { path: string; title: string; filters: FilterDef[] };
  // Export and import on its admin list (calls.md 7.3).
  exchange?: ExchangeSlot;
};

// One vendor kind's screens: its SDK calls, list columns and filters, form fields and item
// sections. Segment, collection and names come from the shared declaration (kindBase).
export type KindDef = {
  segment: string;
  // The API collection, e.g. 'activity_providers' (IRIs are /api/<collection>/{id}).
  collection: string;
  title: string;
  // Lower case, inside sentences ("This spa has no vendor").
  singular: string;
  api: Crud<KindRecord>;
  attachments: FileApi;
  images?: FileApi;
  fields: FieldDef[];
  columns: DataTableColumnDef<Row>[];
  filters: FilterDef[];
  sections: ItemDef[];
  // The item the sub-create route /admin/<segment>/{id}/new adds.
  subCreate?: ItemDef;
  // Export and import on its list (calls.md 7.3).
  exchange?: ExchangeSlot;
};
