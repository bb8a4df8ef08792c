export const templatePath = (id: number) => `/admin/trip-templates/${id}`;
export const templateKeysAll = ['trip-templates'] as const;
