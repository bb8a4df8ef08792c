import { FormSection } from '@backoffice/ui/form-section';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextareaField } from '../../../shared/forms/form-fields.tsx';
import { SectionSaveActions, StaleNotice } from '../../../shared/forms/form-footer.tsx';
import { applyServerErrors, STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../shared/forms/unsaved-changes.ts';
import { type LoadedTrip, tripQuery, useTripUpdateMutation } from '../api/use-trips.ts';

type Values = { inquiry: string };

// The Inquiry tab: the client's request as it came in (trips.inquiry), kept with the trip and
// saved like the General tab (PATCH with If-Match).
export const InquiryTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const id = loaded.trip.id;
  const queryClient = useQueryClient();
  const [etag, setEtag] = useState(loaded.etag);
  const update = useTripUpdateMutation();
  const form = useForm<Values>({ defaultValues: { inquiry: loaded.trip.inquiry ?? '' } });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    if (!loaded.etag || loaded.etag === etag || form.formState.isDirty) return;
    setEtag(loaded.etag);
    form.reset({ inquiry: loaded.trip.inquiry ?? '' });
  }, [loaded, etag, form]);

  const submit = form.handleSubmit(async ({ inquiry }) => {
    try {
      const saved = await update.mutateAsync({
        id,
        etag,
        body: { inquiry: inquiry.trim() === '' ? null : inquiry },
      });
      setEtag(saved.etag);
      form.reset({ inquiry: saved.trip.inquiry ?? '' });
    } catch (error) {
      applyServerErrors(form.setError, error, ['inquiry'], { staleMessage: STALE_MESSAGE });
    }
  });
  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...tripQuery(id), staleTime: 0 });
    setEtag(latest.etag);
    form.reset({ inquiry: latest.trip.inquiry ?? '' });
  };
  const stale = errors.root?.stale?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Inquiry" className="max-w-3xl">
      <FormSection
        title="Inquiry"
        actions={<SectionSaveActions isDirty={isDirty} isPending={update.isPending} />}
      >
        <p className="text-sm text-stone-500">The client's request, as it came in.</p>
        <TextareaField control={form.control} name="inquiry" label="Inquiry" id="trip-inquiry" />
        <StaleNotice message={stale} onReload={reloadLatest} />
      </FormSection>
    </form>
  );
};
