import type { JobState } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';

// How each pg-boss state reads on the screen: `created` is a job waiting for a worker.
export const stateLabels: Record<JobState, string> = {
  created: 'Queued',
  retry: 'Retrying',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const stateColors: Record<JobState, BadgeColor> = {
  created: 'blue',
  retry: 'orange',
  active: 'yellow',
  completed: 'green',
  cancelled: 'grey',
  failed: 'red',
};

export const JobStateBadge = ({ state }: { state: JobState }) => (
  <Badge color={stateColors[state]}>{stateLabels[state]}</Badge>
);

const ERROR_LENGTH = 80;

// Not the UI's excerpt(): that one drops HTML tags, and errors quote addresses as <a@b.c>.
export const cut = (text: string, length: number) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > length ? `${plain.slice(0, length).trimEnd()}…` : plain;
};

/**
 * A job's error: its first line in the row, the whole of it on hover and, when there is more
 * (a stack, a long SMTP answer), in a disclosure that opens with the keyboard too.
 */
export const JobError = ({ error }: { error: string | null }) => {
  if (!error) return <span className="text-stone-400">—</span>;
  const firstLine = error.split('\n', 1)[0] ?? '';
  const short = cut(firstLine, ERROR_LENGTH);
  if (short === error.trim()) return <span className="text-red-700">{short}</span>;
  return (
    <details className="max-w-md text-red-700">
      <summary title={error} className="cursor-pointer">
        {short}
      </summary>
      <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded bg-stone-50 p-2 text-xs text-stone-800">
        {error}
      </pre>
    </details>
  );
};

const valueText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** The payload (already stripped of secrets by the API) as `key: value, …`, cut short. */
export const payloadSummary = (payload: unknown): string => {
  if (payload === null || payload === undefined) return '';
  if (typeof payload !== 'object' || Array.isArray(payload)) return valueText(payload);
  return Object.entries(payload)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(', ');
};

export const JobPayload = ({ payload }: { payload: unknown }) => {
  const text = payloadSummary(payload);
  if (!text) return <span className="text-stone-400">—</span>;
  return (
    <span title={JSON.stringify(payload, null, 2)} className="font-mono text-xs">
      {cut(text, 60)}
    </span>
  );
};
