import { type ClientPreference, getClientPreference } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@backoffice/ui/accordion';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { formatDateTime } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDestinationIndexQuery } from '../../lib/destination-tree.ts';
import {
  internalSection,
  type PreferenceField,
  type PreferenceSection,
  preferenceSections,
} from './preference-fields.ts';
import { enumOptions, useEnums, useListOptions, useRecordNames } from './preference-options.ts';

export const dash = '—';

type Values = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const joined = (labels: string[]) => (labels.length ? labels.join(', ') : dash);

type FieldOf<K extends PreferenceField['kind']> = Extract<PreferenceField, { kind: K }>;

const EnumValue = ({ field, value }: { field: FieldOf<'enum' | 'enumList'>; value: unknown }) => {
  const enums = useEnums();
  const options = enumOptions(enums.data, field.source);
  const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return <>{Array.isArray(value) ? joined(value.map(String).map(label)) : label(String(value))}</>;
};

const RefValue = ({ field, value }: { field: FieldOf<'ref' | 'refList'>; value: unknown }) => {
  const options = useListOptions(field.source);
  const label = (iri: string) =>
    options.data?.find((o) => o.value === iri)?.label ?? (options.isPending ? '…' : iri);
  return <>{Array.isArray(value) ? joined(value.map(String).map(label)) : label(String(value))}</>;
};

const RecordValue = ({ field, value }: { field: FieldOf<'record' | 'recordList'>; value: unknown }) => {
  const iris = (Array.isArray(value) ? value : [value]).map(String);
  const names = useRecordNames(field.source, iris);
  return <>{joined(iris.map((iri) => names.data?.get(iri) ?? '…'))}</>;
};

const InterestsValue = ({ value }: { value: { interest: string; level: number }[] }) => {
  const options = useListOptions('interests');
  const label = (iri: string) => options.data?.find((o) => o.value === iri)?.label ?? '…';
  return <>{joined(value.map((i) => `${label(i.interest)} (${i.level}/5)`))}</>;
};

const DestinationsValue = ({ value }: { value: string[] }) => {
  const index = useDestinationIndexQuery();
  return <>{joined(value.map((iri) => index.data?.get(iri)?.name ?? '…'))}</>;
};

/** A preference value as read-only text; a missing value is a dash. */
export const PreferenceValue = ({ field, value }: { field: PreferenceField; value: unknown }): ReactNode => {
  if (field.kind === 'switch') return value === true ? 'Yes' : value === false ? 'No' : dash;
  if (isEmpty(value)) return dash;
  switch (field.kind) {
    case 'enum':
    case 'enumList':
      return <EnumValue field={field} value={value} />;
    case 'ref':
    case 'refList':
      return <RefValue field={field} value={value} />;
    case 'record':
    case 'recordList':
      return <RecordValue field={field} value={value} />;
    case 'destinations':
      return <DestinationsValue value={value as string[]} />;
    case 'interests':
      return <InterestsValue value={value as { interest: string; level: number }[]} />;
    case 'tags':
      return joined(value as string[]);
    case 'time':
      return String(value).slice(0, 5);
    case 'number':
      return field.unit ? `${value} ${field.unit}` : String(value);
    default:
      return String(value);
  }
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[11rem_1fr] gap-3 py-1">
    <dt className="text-stone-500">{label}</dt>
    <dd className="whitespace-pre-line break-words text-stone-900">{children}</dd>
  </div>
);

const Section = ({ section, values }: { section: PreferenceSection; values: Values }) => (
  <dl>
    {section.fields.map((field) => (
      <Row key={field.name} label={field.label}>
        <PreferenceValue field={field} value={values[field.name]} />
      </Row>
    ))}
  </dl>
);

const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : dash);
const who = (value: unknown) => (typeof value === 'number' ? `user #${value}` : dash);

/** The Internal/auto filled panel: what the server writes (record, created and updated, by whom). */
const InternalFields = ({ preferences }: { preferences: ClientPreference | undefined }) => {
  const values = (preferences ?? {}) as Values;
  return (
    <dl>
      <Row label="Record">{preferences ? `#${preferences.id}` : dash}</Row>
      <Row label="Created">{when(values.createdAt)}</Row>
      <Row label="Created by">{who(values.createdBy)}</Row>
      <Row label="Updated">{when(values.updatedAt)}</Row>
      <Row label="Updated by">{who(values.updatedBy)}</Row>
    </dl>
  );
};

type AccordionProps = {
  preferences: ClientPreference | undefined;
  /** What a section shows: its values (read-only) or its controls (the form). */
  renderSection: (section: PreferenceSection) => ReactNode;
  value?: string[];
  onValueChange?: (value: string[]) => void;
  defaultValue?: string[];
};

// The sections in their accordion, then Internal/auto filled (never edited), for the drawer and
// the preferences form alike, so both list the same sections in the same order.
export const PreferenceAccordion = ({ preferences, renderSection, ...props }: AccordionProps) => (
  <Accordion type="multiple" {...props}>
    {preferenceSections.map((section) => (
      <AccordionItem key={section.key} value={section.key}>
        <AccordionTrigger>{section.title}</AccordionTrigger>
        <AccordionContent>{renderSection(section)}</AccordionContent>
      </AccordionItem>
    ))}
    <AccordionItem value={internalSection.key}>
      <AccordionTrigger>{internalSection.title}</AccordionTrigger>
      <AccordionContent>
        <InternalFields preferences={preferences} />
      </AccordionContent>
    </AccordionItem>
  </Accordion>
);

/**
 * The preferences as the drawer's accordion (product.md §2.9): Hotel, Dining, Spa, Air, Private
 * plane, Activities, Transfer, Sport, Misc, Internal/auto filled; read-only, a dash when missing.
 */
export const PreferencesPanels = ({
  preferences,
  defaultOpen = ['hotel'],
}: {
  preferences: ClientPreference | undefined;
  defaultOpen?: string[];
}) => {
  const values = (preferences ?? {}) as Values;
  return (
    <PreferenceAccordion
      preferences={preferences}
      defaultValue={defaultOpen}
      renderSection={(section) => <Section section={section} values={values} />}
    />
  );
};

export const clientPreferenceKeys = {
  item: (id: number) => ['client-preferences', 'item', id] as const,
};

/** One preferences record by IRI (null: the client has none yet). */
export const useClientPreferenceByIri = (iri: string | null | undefined) => {
  const id = iri ? idFromIri(iri) : undefined;
  return useQuery({
    queryKey: clientPreferenceKeys.item(id ?? 0),
    queryFn: async () => (await getClientPreference(id!)).data,
    enabled: id !== undefined,
  });
};

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's `preferences` IRI; null when it has none. */
  preferences: string | null | undefined;
  clientName?: string;
  /** Shown under the panels (an "Edit preferences" link). */
  footer?: ReactNode;
};

/** The Client Preferences drawer (product.md §2.9): 500 px wide, on the right, read-only. */
export const ClientPreferencesDrawer = ({
  open,
  onOpenChange,
  preferences,
  clientName,
  footer,
}: DrawerProps) => {
  const query = useClientPreferenceByIri(open ? preferences : null);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title="Client Preferences"
        description={clientName}
        width={500}
        footer={footer}
        data-testid="client-preferences-drawer"
      >
        {preferences && query.isPending ? (
          <Spinner label="Loading the preferences" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-600">
            The preferences could not be loaded.
          </p>
        ) : (
          <>
            {preferences ? null : <p className="mb-2 text-sm text-stone-500">No preferences recorded yet.</p>}
            <PreferencesPanels preferences={query.data} />
          </>
        )}
      </DrawerContent>
    </Drawer>
  );
};
