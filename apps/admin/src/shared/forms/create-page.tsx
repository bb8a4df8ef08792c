import { Button } from '@backoffice/ui/button';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';

type Props = {
  /** The record's noun: "New trip", "Create trip"; Cancel goes to its list (/admin/trips). */
  noun: string;
  /** The form: its form-wide error (a failure without a field) shows above the buttons. */
  form: { formState: { errors: { root?: { message?: string } } } };
  /** The create mutation: the button waits for it. */
  mutation: { isPending: boolean };
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's sections, and what goes between them and the error (a duplicate warning). */
  children: ReactNode;
  /** Outside the form (a dialog that makes a related record). */
  after?: ReactNode;
};

// A create page (/admin/vendors/new, /admin/clients/new, /admin/trips/new): a titled form of
// sections, the form-wide error, then Cancel and Create.
export const CreatePage = ({ noun, form, mutation, onSubmit, children, after }: Props) => {
  const rootError = form.formState.errors.root?.message;
  const { isPending } = mutation;
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">New {noun}</h1>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={`New ${noun}`}
        className="space-y-4"
      >
        {children}
        {rootError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {rootError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link
            href={`/admin/${noun}s`}
            className="inline-flex h-10 items-center px-4 text-sm text-stone-700"
          >
            Cancel
          </Link>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Creating…' : `Create ${noun}`}
          </Button>
        </div>
      </form>
      {after}
    </section>
  );
};
