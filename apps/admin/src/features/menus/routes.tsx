import { useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { MenuPage } from './menu-page.tsx';
import { useMenuQuery } from './menus-api.ts';
import { MenusListPage } from './menus-list-page.tsx';

// The menus screens (app/route-table.tsx), one chunk: the CMS group's /admin/cms/menus (marketing
// director, admins) and the content team's /admin/menus (content manager, product.md §2.5/§6).
type RouteProps = { params: Record<string, string | undefined> };

const useListPath = () => {
  const [location] = useLocation();
  return location.startsWith('/admin/cms/menus') ? '/admin/cms/menus' : '/admin/menus';
};

// /admin/cms/menus
export const MenusRoute = () => <MenusListPage listPath={useListPath()} />;

// /admin/cms/menus/new: the list with the new menu's dialog.
export const NewMenuRoute = () => <MenusListPage listPath={useListPath()} creating />;

// /admin/cms/menus/{id}
export const MenuRoute = ({ params }: RouteProps) => {
  const listPath = useListPath();
  const id = Number(params.id);
  const menu = useMenuQuery(Number.isInteger(id) ? id : undefined);
  useRecordTitle(menu.data?.name);
  return (
    <RecordGate query={menu} label="Loading the menu">
      {() => <MenuPage key={menu.data!.id} menu={menu.data!} listPath={listPath} />}
    </RecordGate>
  );
};
