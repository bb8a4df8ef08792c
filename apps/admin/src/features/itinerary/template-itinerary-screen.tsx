import type { TripItem } from '@backoffice/sdk';
import { useState } from 'react';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { ErrorPage } from '../../shared/error-page.tsx';
import { templatePath } from '../trip-domain/templates/template-paths.ts';
import { templateDay, templateReferenceDate, useItineraryTemplate } from './api/use-template-itinerary.ts';
import { CalendarSkeleton } from './calendar/calendar-panel.tsx';
import { TemplateCalendarPanel } from './calendar/template-calendar-panel.tsx';
import { TemplateItemDialog } from './calendar/template-item-dialog.tsx';
import { TemplateJourney } from './journey/template-journey.tsx';
import { SideList } from './side-list/side-list.tsx';
import { useCatalogueDrop } from './side-list/use-add-catalogue-item.ts';
import type { ItineraryTab } from './state.ts';
import { ItineraryWorkspace } from './workspace/itinerary-workspace.tsx';
import { ItinerarySession } from './workspace/session.tsx';

const TemplateItinerary = ({ templateId }: { templateId: number }) => {
  const loaded = useItineraryTemplate(templateId);
  const template = loaded.data;
  useRecordTitle(template?.title, { path: templatePath(templateId), page: 'Itinerary' });
  const onExternalDrop = useCatalogueDrop(templateId, 'template');
  const [editing, setEditing] = useState<TripItem | null>(null);
  const renderSideList = (_tab: ItineraryTab) =>
    template ? (
      <SideList
        tripId={templateId}
        startDate={templateReferenceDate}
        endDate={templateDay(template.nbDays)}
        mode="template"
        journey={<TemplateJourney templateId={templateId} nbDays={template.nbDays} onOpen={setEditing} />}
      />
    ) : null;

  if (loaded.isError) return <LoadErrorPage error={loaded.error} />;
  return (
    <ItineraryWorkspace
      mode="template"
      backHref={templatePath(templateId)}
      loading={!template}
      title={template?.title ?? null}
      renderSideList={renderSideList}
      mapView={
        <p className="text-sm text-stone-500">
          The map view is available on the trips made from this template.
        </p>
      }
    >
      {template ? (
        <TemplateCalendarPanel template={template} onOpen={setEditing} onExternalDrop={onExternalDrop} />
      ) : (
        <CalendarSkeleton />
      )}
      {editing && template ? (
        <TemplateItemDialog item={editing} nbDays={template.nbDays} onClose={() => setEditing(null)} />
      ) : null}
    </ItineraryWorkspace>
  );
};

/**
 * /admin/trip-templates/{id}/itinerary (product.md §2.9): the itinerary workspace for a template:
 * its title, back to the template page, Day N headers without dates, no PDF actions; the items are
 * the template's (calls.md 7.7).
 */
export const TemplateItineraryScreen = ({ params }: { params: Record<string, string | undefined> }) => {
  const templateId = Number(params.id);
  if (!params.id || !Number.isInteger(templateId) || templateId <= 0)
    return <ErrorPage status={404} message="Open the itinerary from a template's page." />;
  return (
    <ItinerarySession key={templateId}>
      <TemplateItinerary templateId={templateId} />
    </ItinerarySession>
  );
};
