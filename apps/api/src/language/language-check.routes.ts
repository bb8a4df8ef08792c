import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { type AccessArea, can } from '../auth/permissions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest, forbidden, unauthorized, unprocessable } from '../http/problem.ts';
import { jsonBody, pick, requestBody } from '../openapi/components.ts';
import {
  checkWithLanguageTool,
  type LanguageCheckLanguage,
  languageCheckLanguages,
  maxCheckedChars,
} from './language-check.ts';

const LanguageCheckResult = v.pipe(
  v.object({
    enabled: v.boolean(),
    available: v.optional(v.boolean()),
    matches: v.optional(
      v.array(
        v.object({
          offset: v.number(),
          length: v.number(),
          message: v.string(),
          replacements: v.array(v.string()),
          rule: v.optional(v.string()),
        }),
      ),
    ),
  }),
  v.metadata({ ref: 'LanguageCheckResult' }),
);

// The areas whose records hold text written in the editor: a role writing any of them may check.
const textAreas: AccessArea[] = [
  'cms',
  'pages',
  'menus',
  'media',
  'knowledgebase',
  'cityguides',
  'journal',
  'destinations',
  'catalogue',
  'trips',
  'templates',
  'emailTemplates',
  'settings',
];

// POST /api/language-check {text, language}: the LanguageTool server's matches when
// LANGUAGETOOL_URL is set, else {enabled: false} (the editor then checks with harper.js alone).
export const mountLanguageCheckRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/language-check',
    describeRoute({
      operationId: 'checkLanguage',
      summary: 'Check a text with the configured LanguageTool server (spelling, grammar, style)',
      tags: ['Editor'],
      requestBody: requestBody('application/json', {
        type: 'object',
        required: ['text', 'language'],
        properties: {
          text: { type: 'string', maxLength: maxCheckedChars },
          language: { type: 'string', enum: [...languageCheckLanguages] },
        },
      }),
      responses: {
        200: {
          description:
            '{enabled: false} without a LanguageTool server; else its matches, or available: false when it failed',
          content: jsonBody(LanguageCheckResult),
        },
        ...pick(400, 401, 403, 413, 422),
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      if (!textAreas.some((area) => can(user.roles, area, 'write'))) throw forbidden('Access Denied.');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw badRequest('Send {"text": "...", "language": "en-US"} as JSON.');
      }
      const { text, language } = (body ?? {}) as { text?: unknown; language?: unknown };
      const violations = [];
      if (typeof text !== 'string')
        violations.push({ propertyPath: 'text', message: 'This value should be a string.' });
      else if (text.length > maxCheckedChars)
        violations.push({
          propertyPath: 'text',
          message: `This value is too long. It should have ${maxCheckedChars} characters or less.`,
        });
      else if (text.includes('\u0000'))
        violations.push({ propertyPath: 'text', message: 'This value contains a NUL character.' });
      if (!languageCheckLanguages.includes(language as LanguageCheckLanguage))
        violations.push({
          propertyPath: 'language',
          message: 'The value you selected is not a valid choice.',
        });
      if (violations.length) throw unprocessable(violations);
      const url = c.get('deps').config.languageToolUrl;
      if (!url) return c.json({ enabled: false });
      if (!(text as string).trim()) return c.json({ enabled: true, available: true, matches: [] });
      return c.json(
        await checkWithLanguageTool(url, text as string, language as LanguageCheckLanguage),
        200,
        {
          'Cache-Control': 'no-store',
        },
      );
    },
  );
};
