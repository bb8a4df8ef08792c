export const emailKeys = {
  templates: ['email-templates'] as const,
  templateLists: ['email-templates', 'list'] as const,
  templateList: (query: Record<string, unknown>) => ['email-templates', 'list', query] as const,
  template: (id: number) => ['email-templates', 'item', id] as const,
};
