import type { Crud, FileApi, Row } from '../types.ts';

// The generated SDK functions are typed per resource; the generic screens read them loosely.
export const asCrud = <T extends Row = Row>(api: {
  list: unknown;
  get: unknown;
  create: unknown;
  update: unknown;
  remove: unknown;
}) => api as unknown as Crud<T>;

type Upload<K extends string> = (
  body: { [P in K]: string } & { file: Blob; name?: string; type?: string; position?: number },
) => Promise<unknown>;

/** <kind>_attachments / accommodation_images calls, with the owner field named by the API (`spa`, ...). */
export const asFileApi = <K extends string>(
  owner: K,
  api: { create: Upload<K>; update: unknown; remove: unknown },
): FileApi => ({
  create: ({ owner: iri, ...rest }) =>
    api.create({ [owner]: iri, ...rest } as Parameters<Upload<K>>[0]) as ReturnType<FileApi['create']>,
  update: api.update as FileApi['update'],
  remove: api.remove as FileApi['remove'],
});
