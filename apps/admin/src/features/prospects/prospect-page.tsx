import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDateTime } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { useProspectDelete, useProspectQuery } from './api/prospect-queries.ts';
import { ConvertDialog } from './convert-dialog.tsx';
import {
  budgetOf,
  DestinationList,
  dash,
  ProspectStatus,
  sourceLabel,
  wishedDates,
} from './prospect-format.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[10rem_1fr] gap-4 py-2">
    <dt className="text-sm text-stone-500">{label}</dt>
    <dd className="text-sm whitespace-pre-line text-stone-900">{children}</dd>
  </div>
);

// /admin/prospects/{id}: the request, Delete, and Convert to client (a link to the client once done).
export const ProspectPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const prospect = useProspectQuery(id);
  const remove = useProspectDelete();
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  const [converting, setConverting] = useState(false);
  useRecordTitle(prospect.data?.name);

  if (prospect.isError) {
    const status = isApiError(prospect.error) ? prospect.error.status : 500;
    return <ErrorPage status={status || 500} message={prospect.error.message} />;
  }
  if (!prospect.data)
    return (
      <div className="grid place-items-center py-20">
        <Spinner label="Loading the prospect" />
      </div>
    );
  const p = prospect.data;
  const clientId = p.client?.split('/').pop();

  const onDelete = async () => {
    if (!(await confirm({ danger: true, confirmText: 'Delete' }))) return;
    await remove.mutateAsync(id);
    navigate('/admin/prospects', { replace: true });
  };

  return (
    <section className="max-w-3xl space-y-4">
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold">{p.name}</h1>
          <ProspectStatus status={p.status} />
        </div>
        <div className="flex items-center gap-2">
          {p.status === 'converted' ? null : (
            <Button onClick={() => setConverting(true)}>Convert to client</Button>
          )}
          <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
            Delete
          </Button>
        </div>
      </div>
      <dl className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white px-6 py-2">
        <Row label="E-mail">{p.email || dash}</Row>
        <Row label="Phone">{p.phone || dash}</Row>
        <Row label="Source">{sourceLabel(p.source)}</Row>
        <Row label="Destinations">
          <DestinationList iris={p.destinations} />
        </Row>
        <Row label="Wished dates">{wishedDates(p)}</Row>
        <Row label="Budget">{budgetOf(p)}</Row>
        <Row label="Message">{p.message || dash}</Row>
        <Row label="Received">{formatDateTime(p.createdAt)}</Row>
        {p.status === 'converted' ? (
          <Row label="Client">
            {clientId ? (
              <Link
                href={`/admin/clients/${clientId}`}
                className="font-medium text-brand-700 hover:underline"
              >
                Open the client
              </Link>
            ) : (
              dash
            )}
            {p.convertedAt ? (
              <span className="ml-2 text-stone-500">({formatDateTime(p.convertedAt)})</span>
            ) : null}
          </Row>
        ) : null}
      </dl>
      {converting ? (
        <ConvertDialog
          prospect={p}
          open
          onOpenChange={setConverting}
          onConverted={(client) => {
            setConverting(false);
            navigate(`/admin/clients/${client.id}`);
          }}
        />
      ) : null}
    </section>
  );
};
