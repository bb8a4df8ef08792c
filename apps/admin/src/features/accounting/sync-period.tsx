import { useState } from 'react';
import { DayField } from './day-field.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** A period of days (1 January to today by default), as the drift report and the export ask for one. */
export const usePeriod = () => {
  const to = today();
  const [period, setPeriod] = useState({ from: `${to.slice(0, 4)}-01-01`, to });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to);
  return { ...period, setPeriod, valid, reversed: valid && period.from > period.to };
};

export const PeriodFields = ({
  idPrefix,
  period,
}: {
  idPrefix: string;
  period: ReturnType<typeof usePeriod>;
}) => (
  <>
    <DayField
      id={`${idPrefix}-from`}
      label="From"
      value={period.from}
      onChange={(from) => period.setPeriod({ from, to: period.to })}
    />
    <DayField
      id={`${idPrefix}-to`}
      label="To"
      value={period.to}
      onChange={(to) => period.setPeriod({ from: period.from, to })}
    />
  </>
);
