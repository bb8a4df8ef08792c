import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { passwordResets, users } from '../db/schema/index.ts';
import { queueMail } from '../emails/queue-mail.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { inTransaction } from '../engine/records.ts';
import { selfActor, systemWrite } from '../engine/system-writes.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { notFound } from '../http/problem.ts';
import { answers, pick } from '../openapi/components.ts';
import { findUserByEmail } from '../users/users.queries.ts';
import { usersResource } from '../users/users.resource.ts';
import { hashPassword } from './password.ts';
import { revokeUserTokens } from './refresh-tokens.queries.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const linkTtlMs = 60 * 60 * 1000;
const invalidLink = 'This password reset link is invalid or has expired.';
const sentMessage = 'If an account exists for this e-mail, a link to reset the password has been sent.';

const requestBody = v.object({
  email: v.pipe(
    v.string('This value should not be blank.'),
    v.trim(),
    v.nonEmpty('This value should not be blank.'),
  ),
});
const checkBody = v.object({ hash: v.pipe(v.string(), v.nonEmpty('This value should not be blank.')) });
const resetBody = v.object({
  hash: v.pipe(v.string(), v.nonEmpty('This value should not be blank.')),
  password: v.pipe(
    v.string('This value should not be blank.'),
    v.minLength(8, 'This value is too short. It should have 8 characters or more.'),
    v.maxLength(4096, 'This value is too long.'),
  ),
});
// The documented forms of the bodies and answers (components named by their ref).
const PasswordResetRequest = v.pipe(requestBody, v.metadata({ ref: 'PasswordResetRequest' }));
const PasswordHashCheck = v.pipe(checkBody, v.metadata({ ref: 'PasswordHashCheck' }));
const PasswordReset = v.pipe(resetBody, v.metadata({ ref: 'PasswordReset' }));
const Message = v.pipe(v.object({ message: v.string() }), v.metadata({ ref: 'Message' }));
const PasswordHashStatus = v.pipe(
  v.object({ valid: v.boolean(), email: v.optional(v.string()) }),
  v.metadata({ ref: 'PasswordHashStatus' }),
);
const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });

const message = { description: 'Done', content: json(Message) };

export const mountPasswordResetRoutes = (app: Hono<AppEnv>) => {
  // Same answer whether or not the account exists, so the form cannot be used to probe e-mails.
  app.post(
    '/api-auth/reset-password-request',
    describeRoute({
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link',
      tags: ['Auth'],
      security: [],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: resolver(PasswordResetRequest) },
          'application/json': { schema: resolver(PasswordResetRequest) },
        },
      },
      responses: { 200: message, ...pick(400, 422) },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { email } = validateBody(requestBody, await readAnyBody(c));
      const user = await findUserByEmail(deps.db, email);
      if (user?.isActive) {
        const token = randomBytes(32).toString('base64url');
        const link = `${deps.config.publicUrl}/password-reset/${token}`;
        // The link and its e-mail are one write: the message is kept until sent (mail.send job).
        await inTransaction(deps, selfActor(user), async (ctx) => {
          await ctx.tx.insert(passwordResets).values({
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + linkTtlMs),
          });
          await queueMail(
            ctx,
            {
              to: user.email,
              composed: {
                subject: 'Reset your password',
                text: `Hello,\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
                html: `<p>Hello,</p><p>To choose a new password, open this link within one hour:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
              },
              scope: 'password-reset',
              sentBy: null,
            },
            'Password reset requested.',
          );
        });
      }
      return c.json({ message: sentMessage });
    },
  );

  app.post(
    '/api-auth/password/hash-checking',
    describeRoute({
      operationId: 'checkPasswordResetHash',
      summary: 'Tell whether a reset link is still valid',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: json(PasswordHashCheck) },
      responses: answers(200, 'Valid', json(PasswordHashStatus), [404, 422]),
    }),
    async (c) => {
      const { db } = c.get('deps');
      const { hash } = validateBody(checkBody, await readAnyBody(c));
      const [row] = await db
        .select({ email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(hash)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!row) throw notFound(invalidLink);
      return c.json({ valid: true, email: row.email });
    },
  );

  app.post(
    '/api-auth/password/reset',
    describeRoute({
      operationId: 'resetPassword',
      summary: 'Set a new password with a reset link (works once)',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: json(PasswordReset) },
      responses: { 200: message, ...pick(404, 422) },
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(resetBody, await readAnyBody(c));
      const passwordHash = await hashPassword(body.password);
      const done = await systemWrite(deps.db, deps, async (ctx) => {
        const { tx } = ctx;
        // Consumed in one statement: of two concurrent uses only one gets the row.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(body.hash)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!reset) return false;
        // The user changes their own record through the record service (audited, version bumped);
        // the new session version ends every session of the user at once (auth/session-state.ts).
        await updateWhere(
          { ...ctx, actor: selfActor({ id: reset.userId }) },
          usersResource,
          eq(users.id, reset.userId),
          (row) => ({ passwordHash, sessionVersion: row.sessionVersion + 1 }),
          { beforeWrite: false },
        );
        await revokeUserTokens(tx, reset.userId);
        return true;
      });
      if (!done) throw notFound(invalidLink);
      return c.json({ message: 'Your password has been changed. You can now sign in.' });
    },
  );
};
