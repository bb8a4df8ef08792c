import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useId,
  useState,
} from 'react';
import { cn } from './cn.ts';
import { formatThousands } from './format.ts';

export const NUMBER_MIN = 0;
export const NUMBER_MAX = 999_999_999;
export const REQUIRED_MESSAGE = 'Please input value';

export type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> & {
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits allowed after the decimal point. */
  precision?: number;
  /** Shows a dollar sign and thousands separators; the value stays a plain number. */
  price?: boolean;
  currencySymbol?: string;
  requiredMessage?: string;
  invalid?: boolean;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Reads what was typed: separators and symbols are ignored; '' means no value. */
export const parseNumber = (text: string, { precision = 0, allowNegative = false } = {}): number | null => {
  const allowed = `${allowNegative ? '-' : ''}${precision > 0 ? '.' : ''}0-9`;
  const cleaned = text.replace(new RegExp(`[^${allowed}]`, 'g'), '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  if (Number.isNaN(Number(cleaned))) return null;
  // Extra decimals are cut on the text: multiplying by 10^precision is inexact (0.57 gave 0.5699).
  const dot = cleaned.indexOf('.');
  return Number(dot === -1 ? cleaned : cleaned.slice(0, dot + 1 + precision));
};

const display = (value: number | null, price: boolean) =>
  value === null ? '' : price ? formatThousands(value) : String(value);

/**
 * A numeric field (0 to 999,999,999 by default, starting at 0) that reports a number or null.
 * It is a text box with the spinbutton role so that separators can be shown in price mode.
 */
export const NumberInput = ({
  value: controlled,
  defaultValue = 0,
  onChange,
  min = NUMBER_MIN,
  max = NUMBER_MAX,
  step = 1,
  precision = 0,
  price = false,
  currencySymbol = '$',
  required,
  requiredMessage = REQUIRED_MESSAGE,
  invalid,
  id,
  className,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: NumberInputProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  const value = controlled === undefined ? uncontrolled : controlled;
  // While focused the raw text is kept so typing is never reformatted under the caret.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number | null) => {
    if (controlled === undefined) setUncontrolled(next);
    if (next !== value) onChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parsed = parseNumber(event.target.value, { precision, allowNegative: min < 0 });
    // Extra digits past the maximum are refused rather than silently clamped.
    if (parsed !== null && parsed > max) return;
    setDraft(event.target.value);
    commit(parsed);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(value === null ? '' : String(value));
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(null);
    if (value !== null && value < min) commit(min);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const next = clamp((value ?? min) + (event.key === 'ArrowUp' ? step : -step), min, max);
    setDraft(String(next));
    commit(next);
  };

  const missing = Boolean(required) && value === null;
  const errorId = `${inputId}-error`;
  const text = draft ?? display(value, price);

  return (
    <div className="space-y-1">
      <div className="relative">
        {price ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-500"
          >
            {currencySymbol}
          </span>
        ) : null}
        <input
          id={inputId}
          type="text"
          role="spinbutton"
          inputMode={precision > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? undefined}
          aria-valuetext={value !== null && price ? `${currencySymbol}${formatThousands(value)}` : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          value={text}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          className={cn(
            'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 tabular-nums placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:opacity-50',
            price && 'pl-7',
            (invalid || missing) && 'border-red-500 focus:border-red-500 focus:ring-red-500/20',
            className,
          )}
          {...props}
        />
      </div>
      {missing ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {requiredMessage}
        </p>
      ) : null}
    </div>
  );
};
