import { getArticle, getPage, listArticles, listPages, type MenuItem } from '@backoffice/sdk';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { canOpen } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { RecordPickerField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { optional, required } from '../../shared/forms/form-rules.ts';
import { idOfIri, type RecordSource } from '../../shared/forms/record-source.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { menuIri, menuItemIri, useMenuItemMutations } from './menus-api.ts';

// The pages and articles an item can link, searched by title on the server as the user types.
const titled = (r: { '@id': string; id: number; title: string; status?: string }) => ({
  '@id': r['@id'],
  id: r.id,
  name: r.status && r.status !== 'published' ? `${r.title} (${r.status})` : r.title,
});
const pageSource: RecordSource = {
  key: 'menu-link-pages',
  search: async (text) =>
    (await listPages({ ...(text ? { title: text } : {}), itemsPerPage: 20, 'order[title]': 'asc' })).data[
      'hydra:member'
    ].map(titled),
  get: async (iri) => titled((await getPage(idOfIri(iri))).data),
};
const articleSource: RecordSource = {
  key: 'menu-link-articles',
  search: async (text) =>
    (
      await listArticles({ ...(text ? { title: text } : {}), itemsPerPage: 20, 'order[updatedAt]': 'desc' })
    ).data['hydra:member'].map(titled),
  get: async (iri) => titled((await getArticle(idOfIri(iri))).data),
};

export const linkKinds = ['none', 'page', 'article', 'url'] as const;
export type LinkKind = (typeof linkKinds)[number];
const linkLabels: Record<LinkKind, string> = {
  none: 'Nothing (a heading for its sub-items)',
  page: 'A page',
  article: 'An article',
  url: 'A web address',
};

const schema = v.pipe(
  v.object({
    label: required(255),
    link: v.picklist(linkKinds),
    page: v.nullable(v.string()),
    article: v.nullable(v.string()),
    url: optional(255),
  }),
  v.forward(
    v.check((r) => r.link !== 'page' || r.page !== null, 'Choose a page'),
    ['page'],
  ),
  v.forward(
    v.check((r) => r.link !== 'article' || r.article !== null, 'Choose an article'),
    ['article'],
  ),
  v.forward(
    v.check((r) => r.link !== 'url' || /^https?:\/\/\S+$/i.test(r.url), 'An http(s) address, e.g. https://…'),
    ['url'],
  ),
);
type Values = v.InferOutput<typeof schema>;
const names = ['label', 'link', 'page', 'article', 'url'];

export const linkOf = (item: MenuItem | undefined): LinkKind =>
  item?.page ? 'page' : item?.article ? 'article' : item?.url ? 'url' : 'none';

type Props = {
  menuId: number;
  /** The item edited; undefined: a new item, last at the top level or under `parentId`. */
  item?: MenuItem | undefined;
  parentId?: string | null;
  parentLabel?: string | undefined;
  onClose: () => void;
};

// Add or edit a menu item: its label and what it links (a page, an article, an http(s) address or
// nothing); a new item goes last among its siblings.
export const MenuItemDialog = ({ menuId, item, parentId = null, parentLabel, onClose }: Props) => {
  const { create, update } = useMenuItemMutations(menuId);
  const session = useSession();
  // Articles are the marketing team's (product.md §6): the content manager cannot search them.
  const articles = canOpen(session?.user.roles ?? [], 'cms-articles');
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    names,
    defaultValues: {
      label: item?.label ?? '',
      link: linkOf(item),
      page: item?.page ?? null,
      article: item?.article ?? null,
      url: item?.url ?? '',
    },
    onSubmit: async (values) => {
      const body = {
        label: values.label,
        page: values.link === 'page' ? values.page : null,
        article: values.link === 'article' ? values.article : null,
        url: values.link === 'url' ? values.url : null,
      };
      if (item) await update.mutateAsync({ id: item.id, body });
      else
        await create.mutateAsync({
          ...body,
          menu: menuIri(menuId),
          ...(parentId ? { parent: menuItemIri(parentId) } : {}),
        });
      form.reset(values);
      onClose();
    },
  });
  const link = form.watch('link');
  const title = item ? `Edit “${item.label}”` : parentLabel ? `New item under “${parentLabel}”` : 'New item';
  return (
    <FormModal title={title} width={560} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={title} className="space-y-4">
        <TextField {...bind('label', 'Label', 'menu-item-label')} autoFocus />
        <Controller
          name="link"
          control={form.control}
          render={({ field }) => (
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium text-stone-700">Links to</legend>
              {linkKinds.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={kind}
                    checked={field.value === kind}
                    onChange={() => field.onChange(kind)}
                    disabled={kind === 'article' && !articles && field.value !== 'article'}
                  />
                  {linkLabels[kind]}
                </label>
              ))}
            </fieldset>
          )}
        />
        {link === 'page' ? (
          <RecordPickerField
            {...bind('page', 'Page', 'menu-item-page')}
            source={pageSource}
            placeholder="Search pages…"
          />
        ) : null}
        {link === 'article' ? (
          <RecordPickerField
            {...bind('article', 'Article', 'menu-item-article')}
            source={articleSource}
            placeholder="Search articles…"
            disabled={!articles}
          />
        ) : null}
        {link === 'url' ? (
          <TextField {...bind('url', 'Web address', 'menu-item-url')} type="url" placeholder="https://" />
        ) : null}
        <FormFooter form={form} isPending={create.isPending || update.isPending} onCancel={onClose} />
      </form>
    </FormModal>
  );
};
