import {
  createPageItem,
  deletePageItem,
  listPageItems,
  type PageItem,
  type PageItemInput,
  updatePageItem,
} from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { Select } from '@backoffice/ui/select';
import { applyTreeMove, SortableTree, type TreeMove } from '@backoffice/ui/sortable-tree';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { useEnums } from '../../shared/client-preferences/preference-options.ts';
import type { EditorDoc } from '../../shared/editor/contract.ts';
import { RichTextEditor } from '../../shared/editor/rich-text-editor.tsx';
import { FormField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { optional } from '../../shared/forms/form-rules.ts';
import { LoadedList } from '../../shared/forms/loaded-list.tsx';
import { DeleteButton, EditButton, MoveButtons } from '../../shared/forms/row-buttons.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { ImageChoice, ImagePreview } from '../../shared/media/image-choice.tsx';
import { useGalleryPick } from '../../shared/media/use-gallery-pick.tsx';

// A page's ordered blocks (issue 27, calls.md §7.9 /api/page_items): each a template of the
// pageTemplate enum, an optional title, a body written in the rich text editor and an image.
// Reordered by dragging or with the arrow buttons; a reorder is one PATCH of the moved block's
// position (the API renumbers the others in the same transaction).

type Collection<T> = { 'hydra:member': T[] };
type Block = { id: string; parentId: null; position: number; record: PageItem };

const blockKeys = { list: (pageId: number) => ['content', 'page', 'blocks', pageId] as const };

const usePageBlocksQuery = (pageId: number) =>
  useQuery({
    queryKey: blockKeys.list(pageId),
    queryFn: async ({ signal }): Promise<Block[]> => {
      const res = await listPageItems(
        { 'page.id': String(pageId), pagination: false, 'order[position]': 'asc', 'order[id]': 'asc' },
        { signal },
      );
      return (res.data as Collection<PageItem>)['hydra:member'].map((record, index) => ({
        id: String(record.id),
        parentId: null,
        // Reading order: blocks saved with the same position keep their order by id.
        position: index,
        record,
      }));
    },
  });

const useBlockMutations = (pageId: number) => {
  const queryClient = useQueryClient();
  const key = blockKeys.list(pageId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: async ({ id, body }: { id: number | undefined; body: Omit<PageItemInput, 'page'> }) =>
        id === undefined
          ? // Without a position the API puts the block last.
            (await createPageItem({ ...body, page: `/api/pages/${pageId}` })).data
          : (await updatePageItem(id, body)).data,
      onSuccess: refresh,
      meta: { successMessage: 'Saved successfully', silent: true },
    }),
    remove: useMutation({
      mutationFn: (id: number) => deletePageItem(id),
      onSuccess: refresh,
      meta: { successMessage: 'Deleted successfully' },
    }),
    // A drop or an arrow button: one PATCH of the moved block's position; the API numbers the
    // page's other blocks around it in the same transaction.
    reorder: useMutation({
      mutationFn: async (move: TreeMove) => {
        await updatePageItem(Number(move.id), { position: move.position });
      },
      onMutate: async (move) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<Block[]>(key);
        if (before) queryClient.setQueryData(key, applyTreeMove(before, move));
        return { before };
      },
      onError: (_e, _m, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSettled: refresh,
      meta: { successMessage: 'Order saved' },
    }),
  };
};

const schema = v.object({
  template: v.pipe(v.string(), v.nonEmpty('Choose a template')),
  title: optional(255),
  body: v.nullable(v.any()),
  image: v.nullable(v.string()),
});
type Values = v.InferOutput<typeof schema>;

const BlockDialog = ({
  pageId,
  block,
  templates,
  onClose,
}: {
  pageId: number;
  block: PageItem | undefined;
  templates: { value: string; label: string }[];
  onClose: () => void;
}) => {
  const { save } = useBlockMutations(pageId);
  const { pick, pickEditorImage, picker } = useGalleryPick({
    body: 'Insert an image',
    image: "Choose the block's image",
  });
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    names: ['template', 'title', 'body', 'image'],
    defaultValues: {
      template: block?.template ?? 'default',
      title: block?.title ?? '',
      body: (block?.body as EditorDoc | null | undefined) ?? null,
      image: block?.image ?? null,
    },
    onSubmit: async (values) => {
      await save.mutateAsync({
        id: block?.id,
        body: {
          template: values.template as PageItemInput['template'],
          title: values.title || null,
          body: values.body,
          image: values.image,
        },
      });
      form.reset(values);
      onClose();
    },
  });
  const title = block ? `Edit block ${block.title ? `“${block.title}”` : `#${block.id}`}` : 'New block';
  return (
    <FormModal title={title} width={880} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={title} className="space-y-4">
        <FormField control={form.control} name="template" id="block-template" label="Template">
          {({ field, fieldState }) => (
            <Select
              id="block-template"
              aria-label="Template"
              options={templates}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              invalid={Boolean(fieldState.error)}
            />
          )}
        </FormField>
        <TextField {...bind('title', 'Title', 'block-title')} />
        <FormField control={form.control} name="body" id="block-body" label="Body">
          {({ field, fieldState }) => (
            <RichTextEditor
              format="json"
              id="block-body"
              label="Block body"
              height={320}
              value={field.value as EditorDoc | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onPickImage={pickEditorImage}
              invalid={Boolean(fieldState.error)}
            />
          )}
        </FormField>
        <FormField control={form.control} name="image" id="block-image" label="Image">
          {({ field }) => (
            <ImageChoice
              id="block-image"
              value={field.value}
              onChange={field.onChange}
              onPick={() => pick('image')}
            />
          )}
        </FormField>
        <FormFooter form={form} isPending={save.isPending} onCancel={onClose} />
      </form>
      {picker}
    </FormModal>
  );
};

// The body's text for the row (the blocks' ends as spaces: "Title Text", not "TitleText").
const textOf = (html: string | null) =>
  html
    ? (
        new DOMParser().parseFromString(
          html.replace(/<\/(p|h[1-6]|li|blockquote|td|th)>|<br\s*\/?>/gi, ' '),
          'text/html',
        ).body.textContent ?? ''
      )
        .replace(/\s+/g, ' ')
        .trim()
    : '';

export const PageBlocks = ({ pageId }: { pageId: number }) => {
  const blocks = usePageBlocksQuery(pageId);
  const enums = useEnums();
  const { reorder, remove } = useBlockMutations(pageId);
  const [editing, setEditing] = useState<{ block: PageItem | undefined } | null>(null);
  const templates = (enums.data?.pageTemplate ?? []).map((o) => ({ value: o.value, label: o.label }));
  const templateLabel = new Map(templates.map((t) => [t.value, t.label]));
  const name = (b: PageItem) => b.title || `${templateLabel.get(b.template) ?? b.template} block`;
  return (
    <section aria-label="Blocks" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Blocks</h2>
        <Button onClick={() => setEditing({ block: undefined })}>
          <Plus aria-hidden className="size-4" /> Add block
        </Button>
      </div>
      <p className="text-sm text-stone-500">
        The page's sections in order. Drag a block by its handle, or use the arrows, to reorder.
      </p>
      <LoadedList
        query={blocks}
        loading="Loading the blocks"
        failed="The blocks could not be loaded."
        empty="This page has no block yet."
      >
        {(rows) => (
          <SortableTree
            items={rows}
            label="Page blocks"
            itemLabel={(b) => name(b.record)}
            maxLevels={1}
            disabled={reorder.isPending}
            onMove={(m) => reorder.mutate(m)}
            renderRow={(row) => {
              const b = row.item.record;
              const text = textOf(b.bodyHtml);
              return (
                <>
                  {b.image ? <ImagePreview iri={b.image} /> : null}
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium text-stone-900">{name(b)}</span>
                      <Badge color="blue">{templateLabel.get(b.template) ?? b.template}</Badge>
                    </span>
                    {text ? <span className="block truncate text-xs text-stone-500">{text}</span> : null}
                  </span>
                  <span className="flex items-center gap-0.5">
                    <MoveButtons
                      name={name(b)}
                      moves={row.moves}
                      pending={reorder.isPending}
                      onMove={(move) => reorder.mutate(move)}
                    />
                    <EditButton name={name(b)} onEdit={() => setEditing({ block: b })} />
                    <DeleteButton name={name(b)} onDelete={() => remove.mutateAsync(b.id)} />
                  </span>
                </>
              );
            }}
          />
        )}
      </LoadedList>
      {editing ? (
        <BlockDialog
          pageId={pageId}
          block={editing.block}
          templates={templates}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
};
