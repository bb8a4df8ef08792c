import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { useState } from 'react';

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
    <Field id={`${idPrefix}-from`} label="From">
      <TextInput
        id={`${idPrefix}-from`}
        type="date"
        value={period.from}
        onChange={(e) => period.setPeriod({ from: e.target.value, to: period.to })}
      />
    </Field>
    <Field id={`${idPrefix}-to`} label="To">
      <TextInput
        id={`${idPrefix}-to`}
        type="date"
        value={period.to}
        onChange={(e) => period.setPeriod({ from: period.from, to: e.target.value })}
      />
    </Field>
  </>
);
