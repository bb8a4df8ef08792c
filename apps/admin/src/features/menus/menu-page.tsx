import { getArticle, getPage, type Menu, type MenuItem } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button, buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { SortableTree, type SortableTreeRow } from '@backoffice/ui/sortable-tree';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowDown,
  ArrowLeftToLine,
  ArrowRightToLine,
  ArrowUp,
  ExternalLink,
  FileText,
  Newspaper,
  Plus,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { canOpen } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { LoadedList } from '../../shared/forms/loaded-list.tsx';
import { DeleteButton, EditButton } from '../../shared/forms/row-buttons.tsx';
import { MenuItemDialog } from './menu-item-dialog.tsx';
import { MenuNameDialog } from './menu-name-dialog.tsx';
import { type TreeItem, useMenuItemMutations, useMenuItemsQuery, useMenuMutations } from './menus-api.ts';

type Editing =
  | { kind: 'new'; parentId: string | null; parentLabel?: string | undefined }
  | { kind: 'edit'; item: MenuItem }
  | null;

// The linked page's or article's title (read once per record, shared by the rows); its number
// while it loads or when the user may not read it (articles are the marketing team's, §6: the
// content manager's menus show an article by its number rather than ask and be refused).
const useLinkedTitle = (iri: string | null) => {
  const roles = useSession()?.user.roles ?? [];
  const readable = iri?.startsWith('/api/pages/') || canOpen(roles, 'cms-articles');
  return useQuery({
    queryKey: ['menus', 'linked', iri],
    queryFn: async () => {
      const id = Number(iri!.split('/').pop());
      const res = iri!.startsWith('/api/pages/') ? await getPage(id) : await getArticle(id);
      return res.data.title;
    },
    enabled: iri !== null && readable,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
};

const LinkTarget = ({ item }: { item: MenuItem }) => {
  const iri = item.page ?? item.article ?? null;
  const title = useLinkedTitle(iri);
  if (iri) {
    const Icon = item.page ? FileText : Newspaper;
    const kind = item.page ? 'Page' : 'Article';
    return (
      <span className="inline-flex min-w-0 items-center gap-1 text-xs text-stone-500">
        <Icon aria-hidden className="size-3.5 shrink-0" />
        <span className="truncate">
          {kind}: {title.data ?? `#${iri.split('/').pop()}`}
        </span>
      </span>
    );
  }
  if (item.url)
    return (
      <span className="inline-flex min-w-0 items-center gap-1 text-xs text-stone-500">
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
        <span className="truncate">{item.url}</span>
      </span>
    );
  return <Badge color="grey">heading</Badge>;
};

const MoveButton = ({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: React.ReactNode;
}) => (
  <Button
    variant="ghost"
    size="sm"
    className="size-8 px-0"
    aria-label={label}
    title={label}
    disabled={disabled}
    onClick={onClick}
  >
    {children}
  </Button>
);

// One menu (/admin/cms/menus/{id}): its name, and its items as an ordered tree. Drag a row by its
// handle to reorder it, to the right to put it under the row above, to the left to take it out;
// the buttons of each row do the same without a pointer. Every move is one PATCH of the item's
// parent and position, which the API applies with the siblings' renumbering in one transaction.
export const MenuPage = ({ menu, listPath }: { menu: Menu; listPath: string }) => {
  const items = useMenuItemsQuery(menu.id);
  const { move, remove } = useMenuItemMutations(menu.id);
  const menus = useMenuMutations();
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<Editing>(null);
  const [renaming, setRenaming] = useState(false);

  const onDeleteMenu = async () => {
    if (!(await confirm({ danger: true, confirmText: 'Delete', content: 'The menu and all its items go.' })))
      return;
    await menus.remove
      .mutateAsync(menu.id)
      .then(() => navigate(listPath))
      .catch(() => undefined);
  };

  const renderRow = (row: SortableTreeRow<TreeItem>) => {
    const item = row.item.record;
    const { up, down, indent, outdent } = row.moves;
    const busy = move.isPending;
    return (
      <>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-stone-900">{item.label}</span>
          <LinkTarget item={item} />
        </span>
        <span className="flex flex-wrap items-center gap-0.5">
          <MoveButton
            label={`Move ${item.label} up`}
            disabled={!up || busy}
            onClick={() => up && move.mutate(up)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </MoveButton>
          <MoveButton
            label={`Move ${item.label} down`}
            disabled={!down || busy}
            onClick={() => down && move.mutate(down)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </MoveButton>
          <MoveButton
            label={`Indent ${item.label}`}
            disabled={!indent || busy}
            onClick={() => indent && move.mutate(indent)}
          >
            <ArrowRightToLine aria-hidden className="size-4" />
          </MoveButton>
          <MoveButton
            label={`Outdent ${item.label}`}
            disabled={!outdent || busy}
            onClick={() => outdent && move.mutate(outdent)}
          >
            <ArrowLeftToLine aria-hidden className="size-4" />
          </MoveButton>
          <MoveButton
            label={`Add an item under ${item.label}`}
            disabled={false}
            onClick={() => setEditing({ kind: 'new', parentId: row.id, parentLabel: item.label })}
          >
            <Plus aria-hidden className="size-4" />
          </MoveButton>
          <EditButton name={item.label} onEdit={() => setEditing({ kind: 'edit', item })} />
          <DeleteButton
            name={item.label}
            content={
              row.item && items.data?.some((i) => i.parentId === row.id)
                ? 'The item and its sub-items go from the menu.'
                : undefined
            }
            onDelete={() => remove.mutateAsync(item.id)}
          />
        </span>
      </>
    );
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold">{menu.name}</h1>
          {menu.code ? <p className="text-sm text-stone-500">Code: {menu.code}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="danger" onClick={onDeleteMenu} disabled={menus.remove.isPending}>
            Delete menu
          </Button>
          <Link href={listPath} className={buttonVariants({ variant: 'secondary' })}>
            Back to menus
          </Link>
        </div>
      </div>

      <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Items</h2>
          <Button onClick={() => setEditing({ kind: 'new', parentId: null })}>
            <Plus aria-hidden className="size-4" /> Add item
          </Button>
        </div>
        <p className="text-sm text-stone-500">
          Drag an item by its handle to reorder it; drag it to the right to place it under the item above, to
          the left to take it out. The arrow buttons do the same from the keyboard.
        </p>
        <LoadedList
          query={items}
          loading="Loading the items"
          failed="The items could not be loaded."
          empty="This menu has no item yet. Add its first item."
          room="py-10"
        >
          {(rows) => (
            <SortableTree
              items={rows}
              label={`${menu.name} items`}
              itemLabel={(i) => i.record.label}
              onMove={(m) => move.mutate(m)}
              renderRow={renderRow}
              disabled={move.isPending}
            />
          )}
        </LoadedList>
      </div>

      {editing ? (
        <MenuItemDialog
          menuId={menu.id}
          item={editing.kind === 'edit' ? editing.item : undefined}
          parentId={editing.kind === 'new' ? editing.parentId : null}
          parentLabel={editing.kind === 'new' ? editing.parentLabel : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {renaming ? <MenuNameDialog menu={menu} onClose={() => setRenaming(false)} /> : null}
    </section>
  );
};
