import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { type ClassNames, type DateRange, DayPicker } from 'react-day-picker';
import { cn } from './cn.ts';
import { formatDate, fromIsoDate, toIsoDate } from './format.ts';
import { PickerClearButton, pickerTriggerClass } from './picker-trigger.tsx';

/** Dates as YYYY-MM-DD (UTC calendar days), the shape of date-only API fields. */
export type DateRangeValue = { startDate: string | null; endDate: string | null };

export type DateRangePickerProps = {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
  /** The first month shown when there is no start date (YYYY-MM-DD); defaults to the current month. */
  defaultMonth?: string;
  className?: string;
};

const calendarClassNames: Partial<ClassNames> = {
  root: 'relative p-3 text-sm',
  months: 'flex flex-col gap-6 sm:flex-row',
  month: 'space-y-3',
  month_caption: 'flex h-8 items-center justify-center font-medium text-stone-900',
  nav: 'absolute inset-x-3 top-3 z-10 flex items-center justify-between',
  button_previous:
    'inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 disabled:opacity-40',
  button_next:
    'inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 disabled:opacity-40',
  month_grid: 'border-collapse',
  weekday: 'size-9 text-xs font-normal text-stone-500',
  day: 'size-9 p-0 text-center',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600',
  today: 'font-semibold text-brand-700',
  outside: 'text-stone-300',
  disabled: 'text-stone-300',
  range_middle: 'bg-brand-50 [&>button]:rounded-none',
  range_start: 'rounded-l-md bg-brand-50 [&>button]:bg-brand-700 [&>button]:text-white',
  range_end: 'rounded-r-md bg-brand-50 [&>button]:bg-brand-700 [&>button]:text-white',
  selected: '',
};

const Chevron = ({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) =>
  orientation === 'left' ? (
    <ChevronLeft className="size-4" aria-hidden />
  ) : (
    <ChevronRight className="size-4" aria-hidden />
  );

const isIsoDay = (s: string | null): s is string =>
  s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

const toRange = (value: DateRangeValue): DateRange | undefined => {
  const from = fromIsoDate(value.startDate) ?? undefined;
  const to = fromIsoDate(value.endDate) ?? undefined;
  return from || to ? { from: from ?? to, to } : undefined;
};

/**
 * A button showing the range as MM/DD/YYYY – MM/DD/YYYY that opens a two-month calendar, with the
 * two dates also typed in date fields above it (issue 30.6). The
 * calendar works in UTC so the chosen day never shifts with the browser's time zone. The value
 * changes once both ends are picked; closing after one click keeps the previous range.
 */
export const DateRangePicker = ({
  value,
  onChange,
  placeholder = 'Start date – End date',
  clearable = true,
  disabled = false,
  invalid = false,
  id,
  'aria-label': ariaLabel,
  defaultMonth,
  className,
}: DateRangePickerProps) => {
  const calendarId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);

  // The two dates typed instead of clicked (YYYY-MM-DD from the date inputs): the range changes as
  // soon as both are valid and in order, without closing, so a wrong click can be typed over.
  const [typed, setTyped] = useState<DateRangeValue>(value);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setDraft(undefined);
    if (next) setTyped(value);
  };

  const type = (end: keyof DateRangeValue) => (text: string) => {
    const next = { ...typed, [end]: text || null };
    setTyped(next);
    const { startDate, endDate } = next;
    if (!isIsoDay(startDate) || !isIsoDay(endDate) || endDate < startDate) return;
    onChange({ startDate, endDate });
    setDraft(undefined);
  };

  const handleSelect = (range: DateRange | undefined) => {
    if (range?.from && range.to) {
      onChange({ startDate: toIsoDate(range.from), endDate: toIsoDate(range.to) });
      changeOpen(false);
    } else {
      setDraft(range);
    }
  };

  const hasValue = Boolean(value.startDate || value.endDate);
  const text = hasValue
    ? `${formatDate(value.startDate) || '…'} – ${formatDate(value.endDate) || '…'}`
    : placeholder;
  const month = fromIsoDate(value.startDate) ?? fromIsoDate(defaultMonth) ?? new Date();

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <div className={cn('relative', className)}>
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            id={id}
            // A combobox exposes the chosen range as its value; a plain button would only read its label.
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={calendarId}
            aria-label={ariaLabel}
            aria-invalid={invalid || undefined}
            className={cn(
              pickerTriggerClass,
              'px-3 tabular-nums',
              invalid && 'border-red-500',
              clearable && hasValue && 'pr-9',
            )}
          >
            <CalendarDays className="size-4 shrink-0 text-stone-400" aria-hidden />
            <span className={cn('truncate', !hasValue && 'text-stone-400')}>{text}</span>
          </button>
        </Popover.Trigger>
        {clearable && hasValue && !disabled ? (
          <PickerClearButton
            label="Clear dates"
            onClick={() => onChange({ startDate: null, endDate: null })}
            className="right-2"
          />
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          id={calendarId}
          align="start"
          sideOffset={4}
          aria-label={ariaLabel ? `${ariaLabel} calendar` : 'Calendar'}
          className="z-50 rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          <div className="flex gap-2 border-b border-stone-100 px-3 pt-3 pb-2">
            {(['startDate', 'endDate'] as const).map((end) => (
              <label key={end} className="flex-1 text-xs text-stone-500">
                {end === 'startDate' ? 'Start date' : 'End date'}
                <input
                  type="date"
                  value={typed[end] ?? ''}
                  min={end === 'endDate' ? (typed.startDate ?? undefined) : undefined}
                  onChange={(e) => type(end)(e.target.value)}
                  className="mt-1 block h-9 w-full rounded-md border border-stone-300 px-2 text-sm text-stone-900 tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600"
                />
              </label>
            ))}
          </div>
          <DayPicker
            mode="range"
            resetOnSelect
            timeZone="UTC"
            numberOfMonths={2}
            defaultMonth={month}
            selected={draft ?? toRange(value)}
            onSelect={handleSelect}
            classNames={calendarClassNames}
            components={{ Chevron }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
