import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@backoffice/ui/accordion';
import { Button } from '@backoffice/ui/button';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { Select } from '@backoffice/ui/select';
import { Switch } from '@backoffice/ui/switch';
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import type { EnumName, ListName } from '../../../shared/client-preferences/preference-fields.ts';
import { preferenceSections } from '../../../shared/client-preferences/preference-fields.ts';
import {
  enumOptions,
  useEnums,
  useListOptions,
} from '../../../shared/client-preferences/preference-options.ts';
import { MultiCheck } from '../../../shared/forms/multi-check.tsx';
import { emptyFilters, type Filters, filtersActiveAtom, filtersAtom } from '../state.ts';

// The labels of the client preference fields (one wording with the preferences form and drawer).
const labelOf = (name: string) =>
  preferenceSections.flatMap((s) => s.fields).find((f) => f.name === name)?.label ?? name;

/** Preferences the catalogue has no field for: kept in the filters, they narrow nothing. */
const NotInCatalogue = () => (
  <p className="text-xs text-stone-500">Not recorded in the catalogue: does not narrow the list.</p>
);

type Section = keyof Omit<Filters, 'search'>;

// One filter: a choice among an enum's values or a reference list's (several: `multiple`, checks),
// or a switch (on, or no filter).
type FilterField =
  | { name: string; kind: 'enum'; source: EnumName; multiple?: boolean }
  | { name: string; kind: 'list'; source: ListName; multiple?: boolean }
  | { name: string; kind: 'toggle' };

// Fields drawn together; `notInCatalogue`: the catalogue records none of them (the note follows).
type FieldGroup = { fields: FilterField[]; notInCatalogue?: boolean };

const one = (field: FilterField): FieldGroup => ({ fields: [field] });

/** The drawer's sections, in order: the trip-planning filters the catalogue can narrow by. */
const sections: { value: Section; title: string; groups: FieldGroup[] }[] = [
  {
    value: 'accommodation',
    title: 'Accommodation',
    groups: [
      one({ name: 'roomSize', kind: 'enum', source: 'roomSize' }),
      one({ name: 'roomAmenities', kind: 'list', source: 'roomAmenities', multiple: true }),
      {
        fields: [{ name: 'hotelDesign', kind: 'list', source: 'designTypes', multiple: true }],
        notInCatalogue: true,
      },
      one({ name: 'boutiqueHotel', kind: 'toggle' }),
    ],
  },
  {
    value: 'activity',
    title: 'Activity',
    groups: [
      {
        fields: [{ name: 'dailyActivityLevel', kind: 'enum', source: 'activityLevel' }],
        notInCatalogue: true,
      },
    ],
  },
  {
    value: 'restaurant',
    title: 'Restaurant',
    groups: [
      one({ name: 'restaurantTags', kind: 'list', source: 'restaurantTags', multiple: true }),
      one({ name: 'favoriteCuisines', kind: 'list', source: 'cuisines', multiple: true }),
    ],
  },
  {
    value: 'transfer',
    title: 'Transfer',
    groups: [one({ name: 'carType', kind: 'list', source: 'transferCarTypes' })],
  },
  {
    value: 'spa',
    title: 'Spa',
    groups: [
      {
        fields: [
          { name: 'therapistsFemale', kind: 'toggle' },
          { name: 'therapistsMale', kind: 'toggle' },
          { name: 'onlyNatural', kind: 'toggle' },
        ],
        notInCatalogue: true,
      },
      one({ name: 'spaModalities', kind: 'list', source: 'spaModalities', multiple: true }),
      one({ name: 'spaTreatments', kind: 'enum', source: 'spaTreatmentType', multiple: true }),
    ],
  },
];

type Bound = { value: unknown; onChange: (value: unknown) => void };
type ChoiceField = Extract<FilterField, { kind: 'enum' | 'list' }>;
type Options = { data: { value: string; label: string }[]; isPending: boolean };

// A choice among options: checks when several, else a select that may be cleared ("Any").
const Choice = ({ field, options, value, onChange }: Bound & { field: ChoiceField; options: Options }) => {
  const id = useId();
  if (field.multiple) {
    return (
      <MultiCheck
        label={labelOf(field.name)}
        options={options.data}
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        loading={options.isPending}
      />
    );
  }
  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-stone-700">
        {labelOf(field.name)}
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        options={options.data}
        value={typeof value === 'string' ? value : null}
        onChange={(v) => onChange(v ?? undefined)}
        clearable
        placeholder={field.kind === 'list' && options.isPending ? 'Loading…' : 'Any'}
      />
    </div>
  );
};

const EnumChoice = (props: Bound & { field: ChoiceField & { kind: 'enum' } }) => {
  const enums = useEnums();
  const options = { data: enumOptions(enums.data, props.field.source), isPending: enums.isPending };
  return <Choice {...props} options={options} />;
};

const ListChoice = (props: Bound & { field: ChoiceField & { kind: 'list' } }) => {
  const options = useListOptions(props.field.source);
  return <Choice {...props} options={{ data: options.data ?? [], isPending: options.isPending }} />;
};

const Toggle = ({ name, value, onChange }: Bound & { name: string }) => {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={value === true} onCheckedChange={(on) => onChange(on ? true : undefined)} />
      <label htmlFor={id} className="text-sm text-stone-700">
        {labelOf(name)}
      </label>
    </div>
  );
};

const FilterControl = ({ field, ...bound }: Bound & { field: FilterField }) => {
  switch (field.kind) {
    case 'enum':
      return <EnumChoice field={field} {...bound} />;
    case 'list':
      return <ListChoice field={field} {...bound} />;
    case 'toggle':
      return <Toggle name={field.name} {...bound} />;
  }
};

/** Which sections the side list's tab shows first. */
const openFor = (tab: number): Section[] =>
  tab === 3 ? ['accommodation'] : tab === 6 ? ['transfer'] : ['activity', 'restaurant', 'spa'];

/**
 * The side list's filter drawer (product.md §2.9): the filters of the trip-planning state, section
 * by section, applied as they change. Reset goes back to the empty defaults.
 */
export const FilterDrawer = ({
  open,
  onOpenChange,
  tab,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: number;
}) => {
  const [filters, setFilters] = useAtom(filtersAtom);
  const active = useAtomValue(filtersActiveAtom);
  const set = (section: Section, name: string, value: unknown) =>
    setFilters((prev) => ({ ...prev, [section]: { ...prev[section], [name]: value } }));
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title="Filters"
        width={400}
        footer={
          <>
            <Button variant="ghost" disabled={!active} onClick={() => setFilters(emptyFilters)}>
              Reset
            </Button>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </>
        }
      >
        <Accordion type="multiple" defaultValue={openFor(tab)}>
          {sections.map((section) => {
            const values: Record<string, unknown> = filters[section.value];
            return (
              <AccordionItem key={section.value} value={section.value}>
                <AccordionTrigger>{section.title}</AccordionTrigger>
                <AccordionContent>
                  <div className="space-y-4">
                    {section.groups.map((group) => (
                      <div
                        key={group.fields[0]?.name}
                        className={group.fields.length > 1 ? 'space-y-2' : 'space-y-1'}
                      >
                        {group.fields.map((field) => (
                          <FilterControl
                            key={field.name}
                            field={field}
                            value={values[field.name]}
                            onChange={(value) => set(section.value, field.name, value)}
                          />
                        ))}
                        {group.notInCatalogue ? <NotInCatalogue /> : null}
                      </div>
                    ))}
                  </div>
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      </DrawerContent>
    </Drawer>
  );
};
