import type { QueryPairs } from '../../../lib/records/list-query.ts';

export const emailKeys = {
  templates: ['email-templates'] as const,
  templateLists: ['email-templates', 'list'] as const,
  templateList: (query: QueryPairs) => ['email-templates', 'list', query] as const,
  template: (id: number) => ['email-templates', 'item', id] as const,
};
