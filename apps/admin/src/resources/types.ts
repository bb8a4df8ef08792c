import type { ApiResponse, RequestOptions } from '@backoffice/sdk/core';
import type { DataTableColumnDef } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableRowAction } from '@backoffice/ui/data-table/data-table-row-actions';
import type * as v from 'valibot';
import type { FieldDef } from '../shared/forms/field-def.ts';

export type HydraItem = { '@id': string; id: number; createdAt?: string; updatedAt?: string };
export type HydraPage<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
export type Body = Record<string, unknown>;

// The form fields a reference list may use (drawn by the shared renderer).
export type FormField = Extract<
  FieldDef,
  { kind: 'text' | 'email' | 'password' | 'textarea' | 'switch' | 'number' | 'multiselect' }
>;

// One entry per simple reference list: its SDK calls, its table columns and its form. The
// generic list and modal screens do the rest (STYLE.md habit 7).
export type ResourceScreen<T extends HydraItem = HydraItem> = {
  key: string;
  title: string;
  singular: string;
  list: (params: Record<string, unknown>) => Promise<ApiResponse<HydraPage<T>>>;
  get: (id: number) => Promise<ApiResponse<T>>;
  create: (body: Body) => Promise<ApiResponse<T>>;
  update: (id: number, body: Body, options: RequestOptions) => Promise<ApiResponse<T>>;
  remove: (id: number) => Promise<unknown>;
  columns: DataTableColumnDef<T>[];
  fields: FormField[];
  // valibot schema of the form values; `isNew` lets fields be required on create only.
  schema: (isNew: boolean) => v.GenericSchema<Body, Body>;
  toForm: (item: T | undefined) => Body;
  // Query parameter the toolbar search box fills (a partial filter of the API).
  searchParam?: string;
  defaultSort?: { id: string; desc: boolean };
  sortable?: string[];
  // Extra row actions; `patch` saves some fields of a row and refreshes the list.
  rowActions?: (patch: (row: T, body: Body) => Promise<void>) => DataTableRowAction<T>[];
  // Runs after a successful save (the users screen logs out when the edited roles count changes).
  afterSave?: (before: T | undefined, after: T) => void;
  // product.md §2.12: the list offers the 'Update website' action (GET /api/v2/update-website).
  updateWebsite?: boolean;
};
