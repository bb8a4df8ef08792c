import { createTripTemplateFromTrip } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { FormActions } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { templateKeysAll, templatePath } from './template-paths.ts';

// POST /api/trips/create-template {id, title}: a new template from a trip.
const useMakeTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: number; title: string }) => (await createTripTemplateFromTrip(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeysAll }),
    meta: { successMessage: 'Template created' },
  });
};

// The name a template starts with: the trip's title is often the client's ("Giulia's honeymoon"),
// so it is offered to be changed, never taken silently (issue 30.12).
const MakeTemplateDialog = ({
  tripId,
  suggestion,
  onClose,
}: {
  tripId: number;
  suggestion: string;
  onClose: () => void;
}) => {
  const [, navigate] = useLocation();
  const make = useMakeTemplate();
  const [title, setTitle] = useState(suggestion);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void make
      .mutateAsync({ id: tripId, title: title.trim() })
      .then((template) => navigate(templatePath(template.id)))
      .catch(() => undefined);
  };
  return (
    <FormModal title="Make a template" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Make a template" className="space-y-4">
        <p className="text-sm text-stone-600">
          The trip's days, items and prices become the template's; nothing of the client is kept, nor the
          items marked not needed or cancelled.
        </p>
        <Field id="template-title" label="Template name">
          <TextInput
            id="template-title"
            value={title}
            maxLength={255}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <FormActions
          isPending={make.isPending}
          onCancel={onClose}
          submitText="Make the template"
          pendingText="Making a template…"
          disabled={title.trim() === ''}
        />
      </form>
    </FormModal>
  );
};

// The trip header's "Make a template" (POST /api/trips/create-template): asks the template's name,
// then makes it with the trip's items on day offsets, no client data, and opens it.
export const MakeTemplateButton = ({ tripId, title }: { tripId: number; title?: string | null }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Copy className="size-4" aria-hidden />
        Make a template
      </Button>
      {open ? (
        <MakeTemplateDialog tripId={tripId} suggestion={title?.trim() ?? ''} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
};
