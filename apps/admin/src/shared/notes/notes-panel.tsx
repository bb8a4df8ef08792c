import type { Note } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { useGetMe } from '@backoffice/sdk/react';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { Textarea } from '@backoffice/ui/textarea';
import { useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { EntryEditor } from '../tasks/entry-editor.tsx';
import { EntryHeader } from '../tasks/entry-header.tsx';
import { useAuthorName } from '../tasks/task-comment-api.ts';
import { type NoteRecord, useNoteMutations, useNotesQuery } from './note-api.ts';

const adminRoles = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];
const maxLength = 5000;

type Mutations = ReturnType<typeof useNoteMutations>;

// One note: author and time (the viewer's zone), the text with its line breaks; its author edits it,
// the author or an admin deletes it (the API says the same: 403 otherwise).
const NoteItem = ({
  note,
  isOwn,
  canDelete,
  mutations,
}: {
  note: Note;
  isOwn: boolean;
  canDelete: boolean;
  mutations: Mutations;
}) => {
  const confirm = useConfirm();
  const author = useAuthorName(idFromIri(note.createdBy ?? '') ?? null);
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null || !draft.trim()) return;
    await mutations.update.mutateAsync({ id: note.id, body: draft }).then(
      () => setDraft(null),
      () => undefined,
    );
  };
  const remove = async () => {
    if (await confirm({ danger: true, confirmText: 'Delete' }))
      await mutations.remove.mutateAsync(note.id).catch(() => undefined);
  };
  return (
    <li
      aria-label={`Note by ${author.data ?? '…'}`}
      className="space-y-1 rounded-md border border-stone-200 p-3"
    >
      <EntryHeader
        noun="note"
        author={author.data}
        createdAt={note.createdAt}
        onEdit={isOwn && draft === null ? () => setDraft(note.body) : undefined}
        onDelete={canDelete ? () => void remove() : undefined}
      />
      {draft === null ? (
        <p className="whitespace-pre-line break-words text-sm text-stone-800">{note.body}</p>
      ) : (
        <EntryEditor
          noun="note"
          draft={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSave={() => void save()}
          pending={mutations.update.isPending}
          maxLength={maxLength}
        />
      )}
    </li>
  );
};

// Issue 29.6: the notes of a trip, a client, a vendor or an invoice, newest first, and a new note
// (plain text, up to 5,000 characters; Ctrl+Enter adds it). Not modal: the page stays usable beside it.
export const NotesPanel = ({ record, onClose }: { record: NoteRecord; onClose: () => void }) => {
  const notes = useNotesQuery(record);
  const mutations = useNoteMutations(record);
  const session = useSession();
  const me = useGetMe().data?.data.id;
  const isAdmin = (session?.user.roles ?? []).some((role) => adminRoles.includes(role));
  const [text, setText] = useState('');
  const add = async () => {
    if (!text.trim()) return;
    // The text stays for another try when the error toast has said why.
    await mutations.create.mutateAsync(text).then(
      () => setText(''),
      () => undefined,
    );
  };
  const rows = notes.data ?? [];
  return (
    <Drawer open modal={false} onOpenChange={(open) => !open && onClose()}>
      <DrawerContent
        title="Notes"
        description={record.name}
        width={420}
        className="border-l border-stone-200"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="space-y-3">
          <div className="space-y-2">
            <Textarea
              aria-label="New note"
              placeholder="Write a note…"
              minRows={3}
              maxLength={maxLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void add();
              }}
            />
            <div className="flex justify-end">
              <Button
                size="sm"
                disabled={!text.trim() || mutations.create.isPending}
                onClick={() => void add()}
              >
                {mutations.create.isPending ? 'Adding…' : 'Add note'}
              </Button>
            </div>
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-stone-500">{notes.isPending ? 'Loading…' : 'No notes yet.'}</p>
          ) : (
            <ul aria-label="Notes of this record" className="space-y-2">
              {rows.map((note) => {
                const isOwn = me !== undefined && note.createdBy === `/api/users/${me}`;
                return (
                  <NoteItem
                    key={note.id}
                    note={note}
                    isOwn={isOwn}
                    canDelete={isOwn || isAdmin}
                    mutations={mutations}
                  />
                );
              })}
            </ul>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
};
