import type { EmailEnumOption } from '../../shared/emails/email-api.ts';

const groupTitles: Record<string, string> = {
  client: 'Client',
  agency: 'Agency',
  sender: 'Sender',
  link: 'Links',
  date: 'Date',
  trip: 'Trip (choose the trip in the preview)',
  vendor: 'Supplier (booking requests)',
  booking: 'Booking request',
};

/** The placeholders of GET /api/enums (emailPlaceholder), grouped; a click inserts one. */
export const PlaceholderList = ({
  placeholders,
  onInsert,
}: {
  placeholders: readonly EmailEnumOption[];
  onInsert: (key: string) => void;
}) => {
  const groups = [...new Set(placeholders.map((p) => p.group ?? 'other'))];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-700">Placeholders</legend>
      <p className="text-xs text-stone-500">
        Click to insert at the cursor (subject or body). Placeholders without data for a message stay visible
        as written.
      </p>
      {groups.map((group) => (
        <div key={group} className="space-y-1">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            {groupTitles[group] ?? group}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {placeholders
              .filter((p) => (p.group ?? 'other') === group)
              .map((p) => (
                <button
                  key={p.value}
                  type="button"
                  title={p.label}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onInsert(p.value)}
                  className={`rounded border px-1.5 py-0.5 font-mono text-xs hover:border-brand-600 hover:text-brand-700 ${
                    p.available === false
                      ? 'border-dashed border-stone-300 text-stone-400'
                      : 'border-stone-300 text-stone-700'
                  }`}
                >
                  {`{{${p.value}}}`}
                </button>
              ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
};
