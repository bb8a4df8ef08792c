import { Button } from '@backoffice/ui/button';
import { TextInput } from '@backoffice/ui/text-input';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import {
  type ArrayPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import * as v from 'valibot';
import { FormFooter } from '../../shared/forms/form-footer.tsx';

// The lines of a draft document (a client invoice, a supplier bill) are edited the same way: a table
// of lines, each with its description, its own amount columns and a remove button; the lines' own
// error under the table, "Add a line" beside the estimate; a footer that saves or discards the draft.
// One mechanism so both drafts look, validate and read the same to the accountant.

/** A line's description: required, at most 255 characters (the API's limit). */
export const lineDescription = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Please input value'),
  v.maxLength(255, 'At most 255 characters'),
);

/** A document's lines: at least one, at most 200 (the API's limit); `document` names it ("An invoice"). */
export const linesSchema = <T extends v.ObjectEntries>(entries: T, document: string) =>
  v.pipe(
    v.array(v.object({ description: lineDescription, ...entries, tripItem: v.string() })),
    v.minLength(1, `${document} needs at least one line`),
    v.maxLength(200, `${document} has at most 200 lines`),
  );

/** A line field's own error under it. */
export const LineError = ({ message }: { message: string | undefined }) =>
  message ? <p className="mt-1 text-xs text-red-700">{message}</p> : null;

/** A cell of a line's table. */
export const LineCell = ({ children }: { children: ReactNode }) => <td className="px-3 py-2">{children}</td>;

/** A line's number (a quantity, a price, an amount): right-aligned, its own error under it. */
export const NumberLineCell = ({
  label,
  maxLength,
  error,
  field,
}: {
  label: string;
  maxLength: number;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) => (
  <LineCell>
    <TextInput
      aria-label={label}
      className="text-right tabular-nums"
      inputMode="decimal"
      maxLength={maxLength}
      invalid={Boolean(error)}
      {...field}
    />
    <LineError message={error} />
  </LineCell>
);

/** The lines' own error (none, too many): on the array itself or on its root. */
export const linesError = (error: { message?: string; root?: { message?: string } } | undefined) =>
  error?.root?.message ?? error?.message;

/** What the draft's lines add up to as edited, `partOf` one line's part (a line not yet a number adds nothing). */
export const estimateOf = <L,>(lines: L[], partOf: (line: L) => number) =>
  lines.reduce((sum, line) => {
    const value = partOf(line);
    return Number.isFinite(value) ? sum + value : sum;
  }, 0);

/** A draft editor's props: the document as loaded (with its ETag), and `onDirty` telling the page. */
export type DraftEditorProps<Loaded> = { loaded: Loaded; onDirty: (dirty: boolean) => void };

/**
 * A draft form's lines (the field array), whether it has unsaved changes (told to the page, which holds
 * Issue or Approve until they are saved) and its errors.
 */
export const useDraftLines = <T extends FieldValues>(
  form: UseFormReturn<T>,
  onDirty: (dirty: boolean) => void,
) => {
  const lines = useFieldArray({ control: form.control, name: 'lines' as ArrayPath<T> });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return { lines, dirty, errors: form.formState.errors };
};

export const DraftLinesTable = ({
  columns,
  rows,
  description,
  descriptionError,
  cells,
  onRemove,
}: {
  /** The header cells between Description and Remove. */
  columns: ReactNode;
  rows: { id: string }[];
  description: (index: number) => UseFormRegisterReturn;
  descriptionError: (index: number) => string | undefined;
  /** The cells between a line's description and its remove button. */
  cells: (index: number) => ReactNode;
  onRemove: (index: number) => void;
}) => (
  <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
    <table className="w-full text-sm" aria-label="Lines">
      <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th className="px-3 py-2">Description</th>
          {columns}
          <th className="w-10 px-3 py-2">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((field, index) => (
          <tr key={field.id} className="border-t border-stone-100 align-top">
            <LineCell>
              <TextInput
                aria-label={`Description of line ${index + 1}`}
                invalid={Boolean(descriptionError(index))}
                {...description(index)}
              />
              <LineError message={descriptionError(index)} />
            </LineCell>
            {cells(index)}
            <LineCell>
              <Button
                variant="ghost"
                size="sm"
                className="size-9 px-0 text-stone-500 hover:text-red-600"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </LineCell>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Under the table: the lines' own error (none, too many), "Add a line", and the estimate once edited. */
export const DraftLinesActions = ({
  error,
  onAdd,
  estimate,
}: {
  error: string | undefined;
  onAdd: () => void;
  estimate: ReactNode;
}) => (
  <>
    {error ? (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    ) : null}
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={onAdd}>
        <Plus className="size-4" aria-hidden />
        Add a line
      </Button>
      {estimate ? <p className="text-sm text-stone-500">{estimate}</p> : null}
    </div>
  </>
);

/** Saves the draft once changed; "Discard changes" puts back what was loaded (`loaded`, as form values). */
export const DraftFooter = <T extends FieldValues>({
  form,
  isPending,
  loaded,
}: {
  form: UseFormReturn<T>;
  isPending: boolean;
  loaded: T;
}) => {
  const dirty = form.formState.isDirty;
  return (
    <FormFooter
      errors={form.formState.errors}
      isPending={isPending}
      disabled={!dirty}
      submitText="Save the draft"
      secondary={
        dirty ? (
          <Button variant="secondary" onClick={() => form.reset(loaded)}>
            Discard changes
          </Button>
        ) : undefined
      }
    />
  );
};
