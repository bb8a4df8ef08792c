import { Badge } from '@backoffice/ui/badge';
import { Button, buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { Field } from '@backoffice/ui/field';
import { formatDateTime } from '@backoffice/ui/format';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Select } from '@backoffice/ui/select';
import { TagSelector } from '@backoffice/ui/tag-selector';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { Link, useLocation } from 'wouter';
import type { EditorDoc, EditorLanguage } from '../../shared/editor/contract.ts';
import { RichTextEditor } from '../../shared/editor/rich-text-editor.tsx';
import { DestinationsField } from '../../shared/forms/destinations-field.tsx';
import { FormField } from '../../shared/forms/form-fields.tsx';
import { FormError } from '../../shared/forms/form-footer.tsx';
import { optional, required } from '../../shared/forms/form-rules.ts';
import { rootErrorMessage, STALE_MESSAGE } from '../../shared/forms/server-errors.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { ImageChoice } from '../../shared/media/image-choice.tsx';
import { useGalleryPick } from '../../shared/media/use-gallery-pick.tsx';
import {
  type EditedContent,
  useContentCategoriesQuery,
  useContentDeleteMutation,
  useContentRestoreMutation,
  useContentRevisionsQuery,
  useContentSaveMutation,
} from './content-api.ts';
import type { ContentInput, ContentKindMeta, ContentRecord } from './content-kinds.ts';
import { StatusBadge } from './content-list-page.tsx';
import { PageBlocks } from './page-blocks.tsx';

const schema = v.object({
  title: required(255),
  excerpt: optional(2000),
  language: v.string(),
  body: v.nullable(v.any()),
  mainImage: v.nullable(v.string()),
  category: v.nullable(v.string()),
  destinations: v.array(v.string()),
  tags: v.array(v.string()),
  seoTitle: optional(255),
  seoKeywords: optional(1000),
  seoDescription: optional(1000),
  scheduledAt: v.string(),
  publication: optional(255),
  externalUrl: optional(2000),
});
type Values = v.InferOutput<typeof schema>;
const names = Object.keys(schema.entries);

// Recommended lengths of the SEO Metadata card (search engines cut longer ones).
export const seoHints = { seoTitle: 60, seoDescription: 160 } as const;

/** ISO instant → the value of a datetime-local input (the browser's time zone), and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);

const valuesOf = (r: ContentRecord | undefined): Values => ({
  title: r?.title ?? '',
  excerpt: r?.excerpt ?? '',
  language: r?.language ?? 'en-US',
  body: (r?.body as EditorDoc | null | undefined) ?? null,
  mainImage: r?.mainImage ?? null,
  category: r?.category ?? null,
  destinations: r?.destinations ?? [],
  tags: (r?.tags as string[] | undefined) ?? [],
  seoTitle: r?.seoTitle ?? '',
  seoKeywords: r?.seoKeywords ?? '',
  seoDescription: r?.seoDescription ?? '',
  scheduledAt: toLocalInput(r?.scheduledAt),
  publication: (r as { publication?: string | null } | undefined)?.publication ?? '',
  externalUrl: (r as { externalUrl?: string | null } | undefined)?.externalUrl ?? '',
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The saved record as a page: its title, excerpt and the server's sanitised HTML, in a sandboxed
// frame (no scripts, no same origin) with the website's basic image classes.
const previewDocument = (r: ContentRecord) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;line-height:1.6;color:#1c1917}img{max-width:100%}img.image-full-width{width:100%}img.image-fixed-width{width:480px}img.image-fixed-height{height:320px;width:auto}table{border-collapse:collapse}td,th{border:1px solid #d6d3d1;padding:4px 8px}</style></head><body><h1>${escapeHtml(r.title)}</h1>${r.excerpt ? `<p><em>${escapeHtml(r.excerpt)}</em></p>` : ''}${r.bodyHtml ?? ''}</body></html>`;

const orNull = (s: string) => (s === '' ? null : s);

const LengthHint = ({ value, max, id }: { value: string; max: number; id: string }) => (
  <p id={id} className={`text-xs ${value.length > max ? 'text-orange-700' : 'text-stone-500'}`}>
    {value.length} / {max} characters{value.length > max ? ' (longer than recommended)' : ''}
  </p>
);

// The Save button's companions, each saving with another status: publish or unpublish, and archive
// a saved record that is not archived.
const statusActions = (status: string, isNew: boolean): [string, string][] => [
  status === 'published' ? ['draft', 'Unpublish'] : ['published', 'Publish'],
  ...(status !== 'archived' && !isNew ? [['archived', 'Archive'] as [string, string]] : []),
];

// The chosen main image's thumbnail and name (GET /api/image_srcs/{id}); its number while it loads.
type Props = { kind: ContentKindMeta; edited: EditedContent | undefined };

// The record screen of every content kind (/new and /{id}): title (its slug shown), the body in the
// rich text editor (JSON, 640 high, language per document, gallery images), excerpt, main image,
// category, destinations, tags, the SEO Metadata card; publish, unpublish and schedule; revisions
// with restore; delete. Saves send If-Match.
export const ContentForm = ({ kind, edited }: Props) => {
  const record = edited?.record;
  const isNew = !record;
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const save = useContentSaveMutation(kind, isNew);
  const remove = useContentDeleteMutation(kind);
  const restore = useContentRestoreMutation(kind);
  const revisions = useContentRevisionsQuery(kind, record?.id);
  const categories = useContentCategoriesQuery(kind);
  const nextStatus = useRef<string | undefined>(undefined);
  const status = record?.status ?? 'draft';

  const { form, submit } = useServerForm<Values>({
    schema,
    names,
    staleMessage: STALE_MESSAGE,
    defaultValues: valuesOf(record),
    onSubmit: async (values) => {
      const target = nextStatus.current ?? status;
      nextStatus.current = undefined;
      const body: ContentInput = {
        title: values.title,
        excerpt: orNull(values.excerpt),
        language: values.language as ContentInput['language'],
        body: values.body,
        mainImage: values.mainImage,
        destinations: values.destinations,
        tags: values.tags,
        seoTitle: orNull(values.seoTitle),
        seoKeywords: orNull(values.seoKeywords),
        seoDescription: orNull(values.seoDescription),
        status: target as ContentInput['status'],
        scheduledAt: target === 'draft' ? fromLocalInput(values.scheduledAt) : null,
        ...(kind.category ? { category: values.category } : {}),
      };
      const extra = body as Record<string, unknown>;
      if (kind.extra?.includes('publication')) extra.publication = orNull(values.publication);
      if (kind.extra?.includes('externalUrl')) extra.externalUrl = orNull(values.externalUrl);
      const saved = await save.mutateAsync({ id: record?.id, etag: edited?.etag, body });
      if (isNew) navigate(`${kind.listPath}/${saved.record.id}`, { replace: true });
      else form.reset(valuesOf(saved.record));
    },
  });
  const { control } = form;
  const errors = form.formState.errors;
  const [seoTitle, seoDescription] = form.watch(['seoTitle', 'seoDescription']);

  // The gallery picker, as a promise for the editor (its image button) or the main image.
  const { pick, pickEditorImage, picker } = useGalleryPick({
    body: 'Insert an image',
    main: 'Choose the main image',
  });
  const [previewing, setPreviewing] = useState(false);

  const submitAs = (target: string | undefined) => () => {
    nextStatus.current = target;
  };

  const onDelete = async () => {
    if (!record || !(await confirm({ danger: true, confirmText: 'Delete' }))) return;
    try {
      await remove.mutateAsync(record.id);
      form.reset(form.getValues());
      navigate(kind.listPath);
    } catch {
      // The error is toasted (a 409 says where the record is used).
    }
  };

  const onRestore = async (revisionId: number, label: string) => {
    if (!record) return;
    if (
      !(await confirm({
        title: `Restore revision ${label}?`,
        content: 'The title, body, images, category, tags and SEO fields go back to this revision.',
        confirmText: 'Restore',
      }))
    )
      return;
    const restored = await restore.mutateAsync({ id: record.id, revisionId }).catch(() => undefined);
    if (restored) form.reset(valuesOf(restored.record));
  };

  const title = isNew ? `New ${kind.singular}` : record.title;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {record ? <StatusBadge status={record.status} scheduledAt={record.scheduledAt} /> : null}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={isNew ? `New ${kind.singular}` : `Edit ${kind.singular}`}
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]"
      >
        <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-6">
          <FormField control={control} name="title" id="content-title" label="Title">
            {({ field }) => (
              <TextInput id="content-title" maxLength={255} {...field} invalid={Boolean(errors.title)} />
            )}
          </FormField>
          {record ? (
            <Field id="content-slug" label="Slug">
              <TextInput id="content-slug" value={record.slug} readOnly />
            </Field>
          ) : null}
          <FormField control={control} name="excerpt" id="content-excerpt" label="Excerpt">
            {({ field }) => <Textarea id="content-excerpt" {...field} invalid={Boolean(errors.excerpt)} />}
          </FormField>
          <FormField control={control} name="body" id="content-body" label="Body">
            {({ field }) => (
              <RichTextEditor
                format="json"
                id="content-body"
                label="Body"
                height={640}
                value={field.value as EditorDoc | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                language={form.watch('language') as EditorLanguage}
                onLanguageChange={(language) => form.setValue('language', language, { shouldDirty: true })}
                onPickImage={pickEditorImage}
                invalid={Boolean(errors.body)}
                documentKey={record ? `content-${kind.kind}-${record.id}` : undefined}
              />
            )}
          </FormField>
          {kind.extra?.includes('publication') ? (
            <FormField control={control} name="publication" id="content-publication" label="Publication">
              {({ field }) => <TextInput id="content-publication" {...field} />}
            </FormField>
          ) : null}
          {kind.extra?.includes('externalUrl') ? (
            <FormField control={control} name="externalUrl" id="content-url" label="External URL">
              {({ field }) => <TextInput id="content-url" type="url" {...field} />}
            </FormField>
          ) : null}
          <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold">SEO Metadata</legend>
            <FormField control={control} name="seoTitle" id="content-seo-title" label="SEO title">
              {({ field }) => (
                <TextInput id="content-seo-title" aria-describedby="content-seo-title-hint" {...field} />
              )}
            </FormField>
            <LengthHint id="content-seo-title-hint" value={seoTitle} max={seoHints.seoTitle} />
            <FormField control={control} name="seoKeywords" id="content-seo-keywords" label="SEO keywords">
              {({ field }) => (
                <TextInput id="content-seo-keywords" placeholder="Comma separated" {...field} />
              )}
            </FormField>
            <FormField
              control={control}
              name="seoDescription"
              id="content-seo-description"
              label="SEO description"
            >
              {({ field }) => (
                <Textarea
                  id="content-seo-description"
                  aria-describedby="content-seo-description-hint"
                  {...field}
                />
              )}
            </FormField>
            <LengthHint
              id="content-seo-description-hint"
              value={seoDescription}
              max={seoHints.seoDescription}
            />
          </fieldset>
        </div>

        <aside className="space-y-4">
          <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <h2 className="text-sm font-semibold">Publishing</h2>
            {record?.publishedAt ? (
              <p className="text-sm text-stone-600">Published {formatDateTime(record.publishedAt)}</p>
            ) : null}
            {status === 'draft' ? (
              <FormField control={control} name="scheduledAt" id="content-schedule" label="Publish at">
                {({ field }) => <TextInput id="content-schedule" type="datetime-local" {...field} />}
              </FormField>
            ) : null}
            <FormError>{rootErrorMessage(errors)}</FormError>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" onClick={submitAs(undefined)} disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
              {statusActions(status, isNew).map(([target, text]) => (
                <Button
                  key={target}
                  type="submit"
                  variant="secondary"
                  onClick={submitAs(target)}
                  disabled={save.isPending}
                >
                  {text}
                </Button>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              {record ? (
                <Button variant="secondary" size="sm" onClick={() => setPreviewing(true)}>
                  Preview
                </Button>
              ) : null}
              <Link href={kind.listPath} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                Back to {kind.label.toLowerCase()}
              </Link>
            </div>
          </div>

          <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <FormField control={control} name="mainImage" id="content-main-image" label="Main image">
              {({ field }) => (
                <ImageChoice
                  id="content-main-image"
                  value={field.value}
                  onChange={field.onChange}
                  onPick={() => pick('main')}
                />
              )}
            </FormField>
            {kind.category ? (
              <FormField control={control} name="category" id="content-category" label="Category">
                {({ field }) => (
                  <Select
                    id="content-category"
                    options={categories.data ?? []}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? null)}
                    placeholder="Choose a category"
                    clearable
                  />
                )}
              </FormField>
            ) : null}
            <DestinationsField
              control={control}
              name="destinations"
              label="Destinations"
              id="content-destinations"
              multiple
              placeholder="Choose destinations"
            />
            <FormField control={control} name="tags" id="content-tags" label="Tags">
              {({ field }) => (
                <TagSelector
                  id="content-tags"
                  aria-label="Tags"
                  value={field.value}
                  onChange={field.onChange}
                  tags={[]}
                  placeholder="Add a tag"
                />
              )}
            </FormField>
          </div>

          {record ? (
            <section
              aria-label="Revisions"
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
            >
              <h2 className="text-sm font-semibold">Revisions</h2>
              {revisions.isPending ? (
                <p className="text-sm text-stone-500">Loading the revisions…</p>
              ) : revisions.isError ? (
                <p className="text-sm text-red-700">The revisions could not be loaded.</p>
              ) : (
                <ol className="space-y-1">
                  {revisions.data.map((rev, index) => (
                    <li key={rev.id} className="flex items-center justify-between gap-2 text-sm">
                      <span>
                        <span className="font-medium">#{rev.revision}</span> {rev.title}
                        <span className="block text-xs text-stone-500">{formatDateTime(rev.createdAt)}</span>
                      </span>
                      {index === 0 ? (
                        <Badge color="blue">current</Badge>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Restore revision ${rev.revision}`}
                          disabled={restore.isPending}
                          onClick={() => onRestore(rev.id, `#${rev.revision}`)}
                        >
                          Restore
                        </Button>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ) : null}

          {record ? (
            <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
              Delete
            </Button>
          ) : null}
        </aside>
      </form>
      {record && kind.kind === 'page' ? <PageBlocks pageId={record.id} /> : null}
      {record ? (
        <Modal open={previewing} onOpenChange={setPreviewing}>
          <ModalContent title={`Preview: ${record.title}`} width={880}>
            <p className="mb-2 text-xs text-stone-500">
              The last saved version, as the website receives it (sanitised by the server).
            </p>
            <iframe
              title="Content preview"
              sandbox=""
              className="h-[60vh] w-full rounded-md border border-stone-200 bg-white"
              srcDoc={previewDocument(record)}
            />
          </ModalContent>
        </Modal>
      ) : null}
      {picker}
    </section>
  );
};
