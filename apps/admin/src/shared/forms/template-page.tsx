import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../record-gate.tsx';

type Loaded<T> = { template: T; etag: string | undefined };
type FormProps<T> = { template: T | undefined; etag: string | undefined };

/**
 * The screen of a template (e-mail, task): /new and /{id}. It reads the template by id (an unknown
 * id shows the 404 page), titles the tab with its name and opens its form, new or loaded.
 */
export const templatePage =
  <T extends { name: string }>(
    useTemplate: (id: number | undefined) => UseQueryResult<Loaded<T>>,
    Form: ComponentType<FormProps<T>>,
  ) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    const id = params.id === undefined ? undefined : Number(params.id);
    const current = useTemplate(id);
    useRecordTitle(current.data?.template.name);
    return (
      <RecordGate query={current} label="Loading the template" loads={id !== undefined}>
        {() => <Form key={id ?? 'new'} template={current.data?.template} etag={current.data?.etag} />}
      </RecordGate>
    );
  };
