import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { can } from '../auth/permissions.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { DomainModule } from '../engine/domain-module.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Violation } from '../http/problem.ts';
import { unauthorized, unprocessable } from '../http/problem.ts';
import { filterByName, searchFilters } from './filters.ts';
import {
  countCap,
  type HitRow,
  isEmptyQuery,
  parseQuery,
  type SearchCategory,
  searchCategories,
  searchIndex,
} from './search-index.ts';
import { searchKinds, useSearchKinds } from './search-kinds.ts';
import type { SearchableKind } from './searchable.ts';
import { snippet } from './snippet.ts';

export const maxQueryLength = 255;
const pageSizes = [10, 20, 50, 100];

const signedIn = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw unauthorized('JWT Token not found');
  return user;
};

// The kinds whose area the user may read (a content manager never finds a client).
const readableKinds = (user: AuthUser) => searchKinds().filter((k) => can(user.roles, k.area, 'read'));

const hitBody = (kind: SearchableKind | undefined, row: HitRow, q: ReturnType<typeof parseQuery>) => ({
  kind: row.kind,
  '@id': `${kind?.iriBase ?? `/api/${row.kind}`}/${row.recordId}`,
  id: row.recordId,
  title: row.title,
  snippet: snippet(row.text || row.title, q),
  path: (kind?.adminPath ?? '').replace('{id}', String(row.recordId)),
});

const intParam = (
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  out: Violation[],
) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    out.push({ propertyPath: name, message: `This value should be an integer between ${min} and ${max}.` });
    return fallback;
  }
  return n;
};

const jsonContent = (description: string, schema: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema } },
});

const string = { type: 'string' as const };
const integer = { type: 'integer' as const };
const strings = { type: 'array' as const, items: string };
const object = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object' as const,
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
});

const hitSchema = object({
  kind: string,
  '@id': string,
  id: integer,
  title: string,
  snippet: { type: 'string', description: 'HTML-escaped text with the matches in <mark>' },
  path: { type: 'string', description: 'The admin screen that opens the record' },
});

// The answers' shapes, documented whole so the SDK's types are the admin's (no copies there).
const globalAnswer = object({
  category: string,
  query: string,
  total: integer,
  groups: {
    type: 'array',
    items: object(
      {
        kind: string,
        label: string,
        count: { type: 'integer', description: 'At most 1000 (countCapped tells there are more)' },
        countCapped: { type: 'boolean', description: 'More documents match than count' },
        page: integer,
        itemsPerKind: integer,
        hits: { type: 'array', items: hitSchema },
      },
      ['countCapped'],
    ),
  },
});

const filtersAnswer = object({
  kinds: { type: 'array', items: object({ kind: string, label: string, filters: strings }) },
  filters: {
    type: 'array',
    items: object({
      name: string,
      label: string,
      type: { type: 'string', enum: ['options', 'tree', 'dateRange'] },
      kinds: strings,
      options: {
        type: 'array',
        items: object({ value: string, label: string, parent: { type: ['string', 'null'] } }, ['parent']),
      },
    }),
  },
  sorts: strings,
  pageSizes: { type: 'array', items: integer },
});

const advancedAnswer = object({
  total: integer,
  page: integer,
  itemsPerPage: integer,
  results: { type: 'array', items: hitSchema },
  facets: {
    type: 'object',
    description: 'Per filter, the number of results each of its options would give',
    additionalProperties: { type: 'object', additionalProperties: integer },
  },
});

export const mountSearchRoutes = (app: Hono<AppEnv>, modules: readonly DomainModule[]) => {
  useSearchKinds(modules);

  app.get(
    '/api/global-search',
    describeRoute({
      operationId: 'globalSearch',
      summary: 'Search every record the user may read, grouped by kind (issue 28.1)',
      tags: ['Search'],
      parameters: [
        { name: 'category', in: 'query', schema: { type: 'string', enum: [...searchCategories] } },
        { name: 'query', in: 'query', schema: { type: 'string', maxLength: maxQueryLength } },
        { name: 'kind', in: 'query', schema: { type: 'string' }, description: 'Only this kind ("see all")' },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
        { name: 'itemsPerKind', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      ],
      responses: {
        200: jsonContent('Hits grouped by kind', globalAnswer),
      },
    }),
    async (c) => {
      const user = signedIn(c);
      const violations: Violation[] = [];
      const category = (c.req.query('category') || 'name') as SearchCategory;
      if (!searchCategories.includes(category))
        violations.push({
          propertyPath: 'category',
          message: `Choose one of: ${searchCategories.join(', ')}.`,
        });
      const raw = c.req.query('query') ?? '';
      if ([...raw].length > maxQueryLength)
        violations.push({
          propertyPath: 'query',
          message: `This value is too long. It should have ${maxQueryLength} characters or less.`,
        });
      const onlyKind = c.req.query('kind');
      const readable = readableKinds(user);
      if (onlyKind && !searchKinds().some((k) => k.kind === onlyKind))
        violations.push({ propertyPath: 'kind', message: `Unknown kind "${onlyKind}".` });
      const page = intParam(c.req.query('page'), 1, 1, 10_000, 'page', violations);
      const perKind = intParam(
        c.req.query('itemsPerKind'),
        onlyKind ? 20 : 5,
        1,
        100,
        'itemsPerKind',
        violations,
      );
      if (violations.length) throw unprocessable(violations);
      const q = parseQuery(raw);
      const kinds = readable.filter((k) => !onlyKind || k.kind === onlyKind);
      const rows = isEmptyQuery(q)
        ? []
        : await searchIndex.query(c.get('deps').db, {
            category,
            query: q,
            areas: [...new Set(kinds.map((k) => k.area))],
            kinds: kinds.map((k) => k.kind),
            offset: (page - 1) * perKind,
            limit: perKind,
          });
      const byKind = new Map(searchKinds().map((k) => [k.kind, k]));
      const groups = kinds.flatMap((k) => {
        const hits = rows.filter((r) => r.kind === k.kind);
        if (hits.length === 0) return [];
        return [
          {
            kind: k.kind,
            label: k.label,
            count: Math.min(hits[0]!.count, countCap),
            countCapped: hits[0]!.count > countCap,
            page,
            itemsPerKind: perKind,
            hits: hits.map((r) => hitBody(byKind.get(r.kind), r, q)),
          },
        ];
      });
      return c.json({
        category,
        query: raw,
        total: groups.reduce((n, g) => n + g.count, 0),
        groups,
      });
    },
  );

  app.get(
    '/api/get-filters',
    describeRoute({
      operationId: 'getSearchFilters',
      summary: 'The advanced-search filters per record kind with their options (issue 28.4)',
      tags: ['Search'],
      responses: { 200: jsonContent('Filters and kinds', filtersAnswer) },
    }),
    async (c) => {
      const user = signedIn(c);
      const { db } = c.get('deps');
      const kinds = readableKinds(user);
      const used = new Set(kinds.flatMap((k) => k.filters));
      const filters = await Promise.all(
        searchFilters
          .filter((f) => used.has(f.name))
          .map(async (f) => ({
            name: f.name,
            label: f.label,
            type: f.type,
            kinds: kinds.filter((k) => k.filters.includes(f.name)).map((k) => k.kind),
            options: await f.options(db),
          })),
      );
      return c.json({
        kinds: kinds.map((k) => ({ kind: k.kind, label: k.label, filters: k.filters })),
        filters,
        sorts: ['relevance', 'title', 'updated'],
        pageSizes,
      });
    },
  );

  app.post(
    '/api/advanced-search',
    describeRoute({
      operationId: 'advancedSearch',
      summary: 'Search with combinable filters, answering facet counts beside the results (issue 28.5)',
      tags: ['Search'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                kinds: { type: 'array', items: { type: 'string' } },
                query: { type: 'string', maxLength: maxQueryLength },
                filters: {
                  type: 'object',
                  additionalProperties: true,
                  description: 'Filter name → option values, or {after, before} for a date range',
                },
                sort: { type: 'string', enum: ['relevance', 'title', 'updated'] },
                page: { type: 'integer', minimum: 1 },
                itemsPerPage: { type: 'integer', enum: pageSizes },
              },
            },
          },
        },
      },
      responses: { 200: jsonContent('Results and facets', advancedAnswer) },
    }),
    async (c) => {
      const user = signedIn(c);
      const { db } = c.get('deps');
      const body = await readBody(c);
      const readable = readableKinds(user);
      const { violations, request } = await checkAdvanced(db, body, readable);
      if (violations.length) throw unprocessable(violations);
      const q = request.query ? await searchIndex.prepare(db, parseQuery(request.query)) : undefined;
      const kinds = request.kinds.length ? readable.filter((k) => request.kinds.includes(k.kind)) : readable;
      const chosen = Object.entries(request.filters).map(([name, values]) => ({
        name,
        where: filterByName.get(name)!.where(values),
      }));
      // Facets: the counted filters of the kinds searched, each under every other chosen filter.
      const used = new Set(kinds.flatMap((k) => k.filters));
      const { rows, total, facets } = await searchIndex.advanced(db, {
        query: q,
        areas: [...new Set(kinds.map((k) => k.area))],
        kinds: kinds.map((k) => k.kind),
        filters: chosen,
        facets: searchFilters.flatMap((f) =>
          f.values && used.has(f.name) ? [{ name: f.name, values: f.values }] : [],
        ),
        sort: request.sort,
        offset: (request.page - 1) * request.itemsPerPage,
        limit: request.itemsPerPage,
      });
      const byKind = new Map(searchKinds().map((k) => [k.kind, k]));
      return c.json({
        total,
        page: request.page,
        itemsPerPage: request.itemsPerPage,
        results: rows.map((r) => hitBody(byKind.get(r.kind), r, q ?? parseQuery(''))),
        facets,
      });
    },
  );
};

const readBody = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
  const body = await c.req.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw unprocessable([{ propertyPath: '', message: 'The body must be a JSON object.' }]);
  return body as Record<string, unknown>;
};

type AdvancedRequest = {
  kinds: string[];
  query: string;
  filters: Record<string, string[] | { after?: string; before?: string }>;
  sort: 'relevance' | 'title' | 'updated';
  page: number;
  itemsPerPage: number;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// The body of an advanced search, checked: every unknown kind, filter or option is named.
export const checkAdvanced = async (
  db: Parameters<NonNullable<(typeof searchFilters)[number]['options']>>[0],
  body: Record<string, unknown>,
  readable: readonly SearchableKind[],
) => {
  const violations: Violation[] = [];
  const request: AdvancedRequest = {
    kinds: [],
    query: '',
    filters: {},
    sort: 'relevance',
    page: 1,
    itemsPerPage: 10,
  };
  if (body.kinds !== undefined) {
    if (!Array.isArray(body.kinds) || body.kinds.some((k) => typeof k !== 'string'))
      violations.push({ propertyPath: 'kinds', message: 'This value should be a list of kinds.' });
    else
      for (const k of body.kinds as string[]) {
        if (!readable.some((r) => r.kind === k))
          violations.push({ propertyPath: 'kinds', message: `Unknown kind "${k}".` });
        else request.kinds.push(k);
      }
  }
  if (body.query !== undefined && body.query !== null) {
    if (typeof body.query !== 'string')
      violations.push({ propertyPath: 'query', message: 'This value should be of type string.' });
    else if ([...body.query].length > maxQueryLength)
      violations.push({
        propertyPath: 'query',
        message: `This value is too long. It should have ${maxQueryLength} characters or less.`,
      });
    else request.query = body.query;
  }
  if (body.sort !== undefined) {
    if (body.sort !== 'relevance' && body.sort !== 'title' && body.sort !== 'updated')
      violations.push({ propertyPath: 'sort', message: 'Choose one of: relevance, title, updated.' });
    else request.sort = body.sort;
  }
  if (body.page !== undefined) {
    if (!Number.isInteger(body.page) || (body.page as number) < 1 || (body.page as number) > 100_000)
      violations.push({ propertyPath: 'page', message: 'This value should be a positive integer.' });
    else request.page = body.page as number;
  }
  if (body.itemsPerPage !== undefined) {
    if (!pageSizes.includes(body.itemsPerPage as number))
      violations.push({ propertyPath: 'itemsPerPage', message: `Choose one of: ${pageSizes.join(', ')}.` });
    else request.itemsPerPage = body.itemsPerPage as number;
  }
  const filters = body.filters ?? {};
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
    violations.push({ propertyPath: 'filters', message: 'This value should be an object of filters.' });
    return { violations, request };
  }
  for (const [name, value] of Object.entries(filters as Record<string, unknown>)) {
    const filter = filterByName.get(name);
    const path = `filters.${name}`;
    if (!filter) {
      violations.push({ propertyPath: path, message: `Unknown filter "${name}".` });
      continue;
    }
    if (filter.type === 'dateRange') {
      const range = value as { after?: unknown; before?: unknown };
      if (
        typeof range !== 'object' ||
        range === null ||
        Array.isArray(range) ||
        Object.keys(range).some((k) => k !== 'after' && k !== 'before') ||
        [range.after, range.before].some(
          (d) => d !== undefined && (typeof d !== 'string' || !isoDate.test(d)),
        )
      )
        violations.push({
          propertyPath: path,
          message: 'This value should be {after, before} with ISO dates.',
        });
      else request.filters[name] = range as { after?: string; before?: string };
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) continue;
    const options = new Set((await filter.options(db)).map((o) => o.value));
    const bad = list.filter(
      (v) => (typeof v !== 'string' && typeof v !== 'number') || !options.has(String(v)),
    );
    if (bad.length) {
      for (const v of bad)
        violations.push({
          propertyPath: path,
          message: `Unknown option "${String(v)}" of filter "${name}".`,
        });
      continue;
    }
    request.filters[name] = list.map(String);
  }
  return { violations, request };
};
