// The task calendars, loaded as one chunk with FullCalendar (app/route-table.tsx).
export { MyTasksPage, TeamTasksPage } from './task-calendar-page.tsx';
