import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link } from 'wouter';
import { FormFooter } from './form-footer.tsx';

type Props = {
  /** The record's noun: "New trip", "Create trip"; Cancel goes to its list (/admin/trips). */
  noun: string;
  /** The form: its form-wide error (a failure without a field) shows above the buttons. */
  form: { formState: { errors: FieldErrors } };
  /** The create mutation: the button waits for it. */
  mutation: { isPending: boolean };
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's sections, and what goes between them and the error (a duplicate warning). */
  children: ReactNode;
  /** Outside the form (a dialog that makes a related record). */
  after?: ReactNode;
};

// A create page (/admin/vendors/new, /admin/clients/new, /admin/trips/new): a titled form of
// sections, then the form's footer: the form-wide error, Cancel and Create.
export const CreatePage = ({ noun, form, mutation, onSubmit, children, after }: Props) => {
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
        <FormFooter
          errors={form.formState.errors}
          isPending={mutation.isPending}
          submitText={`Create ${noun}`}
          pendingText="Creating…"
          secondary={
            <Link
              href={`/admin/${noun}s`}
              className="inline-flex h-10 items-center px-4 text-sm text-stone-700"
            >
              Cancel
            </Link>
          }
        />
      </form>
      {after}
    </section>
  );
};
