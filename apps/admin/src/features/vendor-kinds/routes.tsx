import { Spinner } from '@backoffice/ui/spinner';
import { useLocation, useSearch } from 'wouter';
import { ErrorPage } from '../../shared/error-page.tsx';
import { useItemQuery } from './api/use-item-queries.ts';
import { roomsItem } from './items/accommodation-items.ts';
import { activitiesItem } from './items/provider-items.ts';
import { adminItemLists, kinds, segmentOf } from './kinds/registry.ts';
import { ItemListPage } from './screens/item-list-page.tsx';
import { ItemCreatePage, ItemEditPage } from './screens/item-page.tsx';
import { KindCreatePage } from './screens/kind-create-page.tsx';
import { KindDetailPage } from './screens/kind-detail-page.tsx';
import { KindListPage } from './screens/kind-list-page.tsx';

// The screens of the catalogue routes (app/route-table.tsx), each told its kind by the route's first segment.
type RouteProps = { params: Record<string, string | undefined> };

const NotFound = () => <ErrorPage status={404} />;

const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const useKind = () => {
  const [location] = useLocation();
  return kinds[segmentOf(location)];
};

/** The id in the query (?accommodation=3) as the owner's IRI, or null to ask for it. */
const useOwnerFromQuery = (name: string, iriBase: string) => {
  const id = new URLSearchParams(useSearch()).get(name);
  return id && /^\d+$/.test(id) ? `${iriBase}/${id}` : null;
};

// /admin/accommodations, /admin/spas, ... /admin/conciergeries
export const KindListRoute = () => {
  const kind = useKind();
  return kind ? <KindListPage key={kind.segment} kind={kind} /> : <NotFound />;
};

// /admin/<kind>/new
export const KindCreateRoute = () => {
  const kind = useKind();
  return kind ? <KindCreatePage key={kind.segment} kind={kind} /> : <NotFound />;
};

// /admin/<kind>/{id}
export const KindDetailRoute = ({ params }: RouteProps) => {
  const kind = useKind();
  const id = idParam(params.id);
  return kind && id !== undefined ? (
    <KindDetailPage key={`${kind.segment}-${id}`} kind={kind} id={id} />
  ) : (
    <NotFound />
  );
};

// /admin/<kind>/{id}/new: a new item of that record (a room, treatment, meal, wine, service,
// activity or transfer).
export const KindSubCreateRoute = ({ params }: RouteProps) => {
  const kind = useKind();
  const item = kind?.subCreate;
  if (!kind || !item) return <NotFound />;
  const id = idParam(params.id);
  const owner = id === undefined ? null : `/api/${kind.collection}/${id}`;
  return <ItemCreatePage key={owner ?? kind.segment} item={item} owner={owner} />;
};

// /admin/activities, /admin/transfers, /admin/conciergerie-services
export const ItemListRoute = () => {
  const [location] = useLocation();
  const item = adminItemLists[location];
  return item ? <ItemListPage key={item.key} item={item} /> : <NotFound />;
};

// /admin/activities/new (optionally ?activityProvider={id})
export const ActivityCreateRoute = () => {
  const owner = useOwnerFromQuery('activityProvider', activitiesItem.parent.iriBase);
  return <ItemCreatePage item={activitiesItem} owner={owner} />;
};

// /admin/activities/{id}
export const ActivityRoute = ({ params }: RouteProps) => {
  const id = idParam(params.id);
  return id === undefined ? <NotFound /> : <ItemEditPage key={id} item={activitiesItem} id={id} />;
};

// /admin/activities/{id}/new: another activity of the same provider, starting from this one's
// destination, category and tags.
export const ActivityLikeRoute = ({ params }: RouteProps) => {
  const source = useItemQuery(activitiesItem, idParam(params.id));
  if (source.isError) return <NotFound />;
  if (!source.data) return <Spinner label="Loading the activity" />;
  const { activityProvider, destination, category, tags } = source.data.item;
  return (
    <ItemCreatePage
      item={activitiesItem}
      owner={typeof activityProvider === 'string' ? activityProvider : null}
      initial={{ destination, category, tags }}
    />
  );
};

// /admin/rooms/{id?}: a room's page, or a new room (?accommodation={id}, else chosen in the form).
export const RoomRoute = ({ params }: RouteProps) => {
  const id = idParam(params.id);
  const owner = useOwnerFromQuery('accommodation', roomsItem.parent.iriBase);
  if (params.id !== undefined && id === undefined) return <NotFound />;
  return id === undefined ? (
    <ItemCreatePage item={roomsItem} owner={owner} />
  ) : (
    <ItemEditPage key={id} item={roomsItem} id={id} />
  );
};
