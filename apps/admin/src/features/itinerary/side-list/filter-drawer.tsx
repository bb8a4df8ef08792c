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
type Setter = <S extends Section>(section: S, patch: Partial<Filters[S]>) => void;

const EnumSelect = ({
  name,
  source,
  value,
  onChange,
}: {
  name: string;
  source: EnumName;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  const enums = useEnums();
  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-stone-700">
        {labelOf(name)}
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        options={enumOptions(enums.data, source)}
        value={value ?? null}
        onChange={(v) => onChange(v ?? undefined)}
        clearable
        placeholder="Any"
      />
    </div>
  );
};

const RefSelect = ({
  name,
  source,
  value,
  onChange,
}: {
  name: string;
  source: ListName;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  const options = useListOptions(source);
  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-stone-700">
        {labelOf(name)}
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        options={options.data ?? []}
        value={value ?? null}
        onChange={(v) => onChange(v ?? undefined)}
        clearable
        placeholder={options.isPending ? 'Loading…' : 'Any'}
      />
    </div>
  );
};

const RefChecks = ({
  name,
  source,
  value,
  onChange,
}: {
  name: string;
  source: ListName;
  value: string[];
  onChange: (value: string[]) => void;
}) => {
  const options = useListOptions(source);
  return (
    <MultiCheck
      label={labelOf(name)}
      options={options.data ?? []}
      value={value}
      onChange={onChange}
      loading={options.isPending}
    />
  );
};

const EnumChecks = ({
  name,
  source,
  value,
  onChange,
}: {
  name: string;
  source: EnumName;
  value: string[];
  onChange: (value: string[]) => void;
}) => {
  const enums = useEnums();
  return (
    <MultiCheck
      label={labelOf(name)}
      options={enumOptions(enums.data, source)}
      value={value}
      onChange={onChange}
      loading={enums.isPending}
    />
  );
};

const Toggle = ({
  name,
  value,
  onChange,
}: {
  name: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) => {
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
  const set: Setter = (section, patch) =>
    setFilters((prev) => ({ ...prev, [section]: { ...prev[section], ...patch } }));
  const { accommodation: a, activity, restaurant: r, transfer, spa } = filters;
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
          <AccordionItem value="accommodation">
            <AccordionTrigger>Accommodation</AccordionTrigger>
            <AccordionContent>
              <div className="space-y-4">
                <EnumSelect
                  name="roomSize"
                  source="roomSize"
                  value={a.roomSize}
                  onChange={(roomSize) => set('accommodation', { roomSize })}
                />
                <RefChecks
                  name="roomAmenities"
                  source="roomAmenities"
                  value={a.roomAmenities}
                  onChange={(roomAmenities) => set('accommodation', { roomAmenities })}
                />
                <div className="space-y-1">
                  <RefChecks
                    name="hotelDesign"
                    source="designTypes"
                    value={a.hotelDesign}
                    onChange={(hotelDesign) => set('accommodation', { hotelDesign })}
                  />
                  <NotInCatalogue />
                </div>
                <Toggle
                  name="boutiqueHotel"
                  value={a.boutiqueHotel}
                  onChange={(boutiqueHotel) => set('accommodation', { boutiqueHotel })}
                />
              </div>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="activity">
            <AccordionTrigger>Activity</AccordionTrigger>
            <AccordionContent>
              <div className="space-y-1">
                <EnumSelect
                  name="dailyActivityLevel"
                  source="activityLevel"
                  value={activity.dailyActivityLevel}
                  onChange={(dailyActivityLevel) => set('activity', { dailyActivityLevel })}
                />
                <NotInCatalogue />
              </div>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="restaurant">
            <AccordionTrigger>Restaurant</AccordionTrigger>
            <AccordionContent>
              <div className="space-y-4">
                <RefChecks
                  name="restaurantTags"
                  source="restaurantTags"
                  value={r.restaurantTags}
                  onChange={(restaurantTags) => set('restaurant', { restaurantTags })}
                />
                <RefChecks
                  name="favoriteCuisines"
                  source="cuisines"
                  value={r.favoriteCuisines}
                  onChange={(favoriteCuisines) => set('restaurant', { favoriteCuisines })}
                />
              </div>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="transfer">
            <AccordionTrigger>Transfer</AccordionTrigger>
            <AccordionContent>
              <RefSelect
                name="carType"
                source="transferCarTypes"
                value={transfer.carType}
                onChange={(carType) => set('transfer', { carType })}
              />
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="spa">
            <AccordionTrigger>Spa</AccordionTrigger>
            <AccordionContent>
              <div className="space-y-4">
                <div className="space-y-2">
                  <Toggle
                    name="therapistsFemale"
                    value={spa.therapistsFemale}
                    onChange={(therapistsFemale) => set('spa', { therapistsFemale })}
                  />
                  <Toggle
                    name="therapistsMale"
                    value={spa.therapistsMale}
                    onChange={(therapistsMale) => set('spa', { therapistsMale })}
                  />
                  <Toggle
                    name="onlyNatural"
                    value={spa.onlyNatural}
                    onChange={(onlyNatural) => set('spa', { onlyNatural })}
                  />
                  <NotInCatalogue />
                </div>
                <RefChecks
                  name="spaModalities"
                  source="spaModalities"
                  value={spa.spaModalities}
                  onChange={(spaModalities) => set('spa', { spaModalities })}
                />
                <EnumChecks
                  name="spaTreatments"
                  source="spaTreatmentType"
                  value={spa.spaTreatments}
                  onChange={(spaTreatments) => set('spa', { spaTreatments })}
                />
              </div>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </DrawerContent>
    </Drawer>
  );
};
