import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PlainTable } from '../tables/plain-table.tsx';
import { FormModal } from './form-modal.tsx';
import { DeleteButton, EditButton } from './row-buttons.tsx';

export type ChildColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  headerClassName?: string;
};

type Props<T extends { id: number }> = {
  /** The section's title, also the table's accessible name ("Guests"). */
  title: string;
  description?: string;
  /** The record's noun, for "Add guest", "New guest", "Edit guest", "Loading the guests". */
  noun: string;
  plural: string;
  query: { isPending: boolean; data: T[] | undefined };
  columns: ChildColumn<T>[];
  /** Names a row for its Edit and Delete buttons. */
  nameOf: (row: T) => string;
  /** None: rows without Delete. */
  onDelete?: (row: T) => Promise<unknown>;
  /** Before Edit and Delete (a status menu). */
  rowActions?: (row: T) => ReactNode;
  actionsClassName?: string;
  /** The actions column's hidden header (default "Actions"). */
  actionsLabel?: string;
  modalWidth?: number;
  /** The dialog's title for a saved record (default "Edit guest"). */
  editTitle?: (row: T) => string;
  /** Before the Add button (a link to where related records are made). */
  extraActions?: ReactNode;
  addDisabled?: boolean;
  /** Default "No guests yet." */
  emptyText?: string;
  /** The table's accessible name when not the title. */
  tableLabel?: string;
  /** What a delete confirm says beyond "Are you sure?". */
  deleteContent?: string;
  /** The dialog's title for a new record (default "New guest"). */
  newTitle?: string;
  /** A spinner in the dialog while what the form needs loads. */
  modalLoading?: string | false;
  /** Rows without Add, Edit and Delete (a role that reads only; the server checks too). */
  readOnly?: boolean;
  /** The create or edit form in the dialog; `row` is undefined for a new record. None: read-only. */
  renderForm?: (row: T | undefined, close: () => void) => ReactNode;
};

// A tab of a record's children (a client's guests, referrals, memberships): a titled section with
// an Add button, a spinner while loading, an empty text, the table with Edit and Delete per row,
// and the create or edit form in a dialog. The open row is read from the list as it now is (its
// attachments or status may change while the dialog is open).
export const ChildRecordsTab = <T extends { id: number }>({
  title,
  description,
  noun,
  plural,
  query,
  columns,
  nameOf,
  onDelete,
  rowActions,
  actionsClassName = 'w-24',
  actionsLabel = 'Actions',
  modalWidth = 560,
  editTitle,
  readOnly: readOnlyProp = false,
  extraActions,
  addDisabled,
  emptyText,
  tableLabel,
  deleteContent,
  newTitle,
  modalLoading,
  renderForm,
}: Props<T>) => {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // A tab without a form only lists (a client's invoices, made elsewhere).
  const readOnly = readOnlyProp || !renderForm;
  const rows = query.data ?? [];
  const current =
    editing && editing !== 'new' ? (rows.find((row) => row.id === editing.id) ?? editing) : undefined;
  const close = () => setEditing(null);
  return (
    <FormSection
      title={title}
      description={description}
      actions={
        readOnly ? null : (
          <>
            {extraActions}
            <Button size="sm" onClick={() => setEditing('new')} disabled={addDisabled}>
              <Plus className="size-4" aria-hidden />
              Add {noun}
            </Button>
          </>
        )
      }
    >
      {query.isPending ? (
        <Spinner label={`Loading the ${plural}`} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">{emptyText ?? `No ${plural} yet.`}</p>
      ) : (
        <PlainTable
          label={tableLabel ?? title}
          headers={columns.map((column) => ({ label: column.header, className: column.headerClassName }))}
          actions={{ className: actionsClassName, label: actionsLabel }}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className={`px-2 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {rowActions?.(row)}
                {readOnly ? null : (
                  <>
                    <EditButton name={nameOf(row)} onEdit={() => setEditing(row)} />
                    {onDelete ? (
                      <DeleteButton
                        name={nameOf(row)}
                        content={deleteContent}
                        onDelete={() => onDelete(row)}
                      />
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {editing && renderForm && !readOnly ? (
        <FormModal
          title={current ? (editTitle?.(current) ?? `Edit ${noun}`) : (newTitle ?? `New ${noun}`)}
          width={modalWidth}
          onClose={close}
          loading={modalLoading}
        >
          {renderForm(current, close)}
        </FormModal>
      ) : null}
    </FormSection>
  );
};
