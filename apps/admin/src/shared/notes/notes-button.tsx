import { StickyNote } from 'lucide-react';
import { loadable } from '../../lib/loadable.ts';
import { UrlPanelButton } from '../url-panel-button.tsx';
import type { NoteRecord } from './note-api.ts';

const NotesPanel = loadable(() => import('./notes-panel.tsx').then((m) => m.NotesPanel));

// The notes of a trip, client or vendor page: a button, and the panel (its own chunk) while ?notes=open.
export const NotesButton = ({ record }: { record: NoteRecord }) => (
  <UrlPanelButton
    param="notes"
    label="Notes"
    icon={<StickyNote className="size-4" aria-hidden />}
    panel={(close) => <NotesPanel record={record} onClose={close} />}
  />
);
