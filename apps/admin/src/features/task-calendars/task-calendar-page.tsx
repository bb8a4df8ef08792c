import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { getEnums, type Task } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { DataTableFacetedFilter } from '@backoffice/ui/data-table/data-table-faceted-filter';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import FullCalendar, { type EventDropInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../../lib/session.ts';
import { referenceKeys } from '../../shared/forms/reference-options.ts';
import { useStaffOptions } from '../../shared/staff/staff-options.ts';
import {
  calendarTasksQuery,
  colourOf,
  filtersOf,
  moveTask,
  type TaskFilters,
  taskCalendarKeys,
  type VisibleRange,
  withFilter,
  withTask,
} from './task-calendar-data.ts';

type Props = { scope: 'mine' | 'team' };

const closed = new Set(['completed', 'cancelled']);
const mineColour = '#0f766e';

const useTaskStatuses = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => enums.taskStatus.map((o) => ({ value: o.value, label: o.label })),
  });

// /admin/calendar/my-tasks (the tasks assigned to me) and /admin/calendar/tasks (the team's, one
// colour per assignee with a legend), product.md §2.5: month, week and list views of the tasks by
// due date, shown in the viewer's time zone (deadlines are UTC instants). The filters live in the
// URL (assignee, status), the range is the calendar's. A drag moves the due date (If-Match; a
// refusal puts the task back); a click opens the task in the shell's dialog (?task={id}).
export const TaskCalendarPage = ({ scope }: Props) => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const me = (session?.user as { uid?: number } | undefined)?.uid;
  const staff = useStaffOptions();
  const statuses = useTaskStatuses();
  const [range, setRange] = useState<VisibleRange | null>(null);

  const urlFilters = filtersOf(search);
  const filters: TaskFilters =
    scope === 'mine' ? { assignees: me ? [String(me)] : [], statuses: urlFilters.statuses } : urlFilters;
  const tasks = useQuery({
    ...calendarTasksQuery(range ?? { start: new Date(0), end: new Date(0) }, filters),
    enabled: range !== null && (scope === 'team' || me !== undefined),
    placeholderData: keepPreviousData,
  });

  // A colour per assignee, by their place in the staff list.
  const colours = useMemo(
    () => new Map((staff.data ?? []).map((member, index) => [member.value, colourOf(index)])),
    [staff.data],
  );
  const names = useMemo(
    () => new Map((staff.data ?? []).map((member) => [member.value, member.label])),
    [staff.data],
  );
  const rows = tasks.data ?? [];
  const events: EventInput[] = rows
    .filter((task) => task.dueDate)
    .map((task) => {
      const colour = scope === 'team' ? (colours.get(task.assignee ?? '') ?? '#57534e') : mineColour;
      return {
        id: String(task.id),
        title: task.title,
        start: task.dueDate!,
        allDay: false,
        color: colour,
        className: closed.has(task.status) ? 'opacity-50 line-through' : '',
        extendedProps: { task },
      };
    });
  const legend = [...new Set(rows.map((task) => task.assignee ?? ''))]
    .filter(Boolean)
    .map((iri) => ({ iri, name: names.get(iri) ?? 'Former staff', colour: colours.get(iri) ?? '#57534e' }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const setFilter = (key: 'assignee' | 'status', values: string[]) => {
    const query = withFilter(search, key, values);
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  const onDrop = async (info: EventDropInfo) => {
    const task = info.event.extendedProps.task as Task;
    const due = info.event.start;
    if (!due) return info.revert();
    try {
      await moveTask(task, due);
      toast.success('Due date moved');
    } catch (error) {
      info.revert();
      const stale = isApiError(error) ? error.status === 412 : (error as { status?: number }).status === 412;
      toast.error(
        stale
          ? 'This task was changed by someone else meanwhile: it is shown as it is now.'
          : isApiError(error)
            ? error.message
            : 'The due date could not be moved.',
      );
    }
    await queryClient.invalidateQueries({ queryKey: taskCalendarKeys.all });
  };

  const title = scope === 'mine' ? 'My tasks' : 'Tasks calendar';
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-baseline gap-4">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {/* The other calendar, one click away (the side menu of §2.7 lists neither). */}
          <Link
            href={scope === 'mine' ? '/admin/calendar/tasks' : '/admin/calendar/my-tasks'}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {scope === 'mine' ? "The team's tasks" : 'My tasks'}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {tasks.isFetching ? <Spinner size="sm" label="Loading the tasks" /> : null}
          {scope === 'team' ? (
            <DataTableFacetedFilter
              title="Assignee"
              options={(staff.data ?? []).map((member) => ({
                value: String(member.id),
                label: member.label,
              }))}
              value={filters.assignees as string[]}
              onChange={(values) => setFilter('assignee', values)}
            />
          ) : null}
          <DataTableFacetedFilter
            title="Status"
            options={statuses.data ?? []}
            value={filters.statuses as string[]}
            onChange={(values) => setFilter('status', values)}
          />
        </div>
      </header>
      {tasks.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The tasks could not be loaded.
        </p>
      ) : null}
      {scope === 'team' && legend.length > 0 ? (
        <ul aria-label="Assignees" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {legend.map((entry) => (
            <li key={entry.iri} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full" style={{ background: entry.colour }} />
              {entry.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm" data-testid="task-calendar">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
          initialView="dayGridMonth"
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,listMonth',
          }}
          height={680}
          firstDay={1}
          editable
          eventDurationEditable={false}
          defaultTimedEventDuration="00:30"
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          // Tasks are due at an instant: the week's grid has no all-day row.
          allDaySlot={false}
          slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          events={events}
          eventContent={(arg) => (
            <span
              data-task-id={(arg.event.extendedProps.task as Task).id}
              className="flex min-w-0 items-center gap-1 overflow-hidden px-1 text-xs"
            >
              {arg.timeText ? <span className="shrink-0 tabular-nums">{arg.timeText}</span> : null}
              <span className="truncate font-medium">{arg.event.title}</span>
            </span>
          )}
          eventDrop={(info) => void onDrop(info)}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            const task = info.event.extendedProps.task as Task;
            navigate(`${location}?${withTask(search, task.id)}`);
          }}
          datesSet={(info) =>
            setRange((current) =>
              current?.start.getTime() === info.start.getTime() &&
              current.end.getTime() === info.end.getTime()
                ? current
                : { start: info.start, end: info.end },
            )
          }
        />
      </div>
      {range && tasks.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-stone-500">No task due in these dates.</p>
      ) : null}
    </section>
  );
};

export const MyTasksPage = () => <TaskCalendarPage scope="mine" />;
export const TeamTasksPage = () => <TaskCalendarPage scope="team" />;
