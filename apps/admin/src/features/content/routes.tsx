import { useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { RecordGate } from '../../shared/record-gate.tsx';
import { useContentQuery } from './content-api.ts';
import { ContentForm } from './content-form.tsx';
import { contentKindAt } from './content-kinds.ts';
import { ContentListPage } from './content-list-page.tsx';

// The screens of the website content routes (app/route-table.tsx), one chunk for every kind; each
// screen is told its kind by the route's path (content-kinds.ts).
type RouteProps = { params: Record<string, string | undefined> };

const useKind = () => {
  const [location] = useLocation();
  return contentKindAt(location);
};

// /admin/cms/articles, /admin/journal, …
export const ContentListRoute = () => {
  const kind = useKind();
  return kind ? <ContentListPage key={kind.kind} kind={kind} /> : <ErrorPage status={404} />;
};

// /admin/cms/articles/new and /admin/cms/articles/{id} (and the same under every kind's list).
export const ContentRecordRoute = ({ params }: RouteProps) => {
  const kind = useKind();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const current = useContentQuery(kind ?? contentKindFallback, id);
  useRecordTitle(current.data?.record.title);
  if (!kind) return <ErrorPage status={404} />;
  const form = () => <ContentForm key={`${kind.kind}:${id ?? 'new'}`} kind={kind} edited={current.data} />;
  if (id === undefined) return form();
  return (
    <RecordGate query={current} label={`Loading the ${kind.singular}`}>
      {form}
    </RecordGate>
  );
};

const contentKindFallback = contentKindAt('/admin/cms/articles')!;
