import type { Destination } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { DataTableRowActions } from '@backoffice/ui/data-table/data-table-row-actions';
import type { VisibleRow } from '@backoffice/ui/destination-tree-select';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { maxDestinationLevel } from '../../lib/destination-tree.ts';

type Props = {
  rows: VisibleRow[];
  byId: Map<string, Destination>;
  isLoading: boolean;
  onToggle: (value: string) => void;
  onEdit: (destination: Destination) => void;
  onAddChild: (destination: Destination) => void;
  onApprove: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
};

const cell = 'px-3 py-2 align-middle';

// The destination tree as an expandable table: one row per visible node, indented by level, with
// the row actions of the list screens (edit, add a sub-destination, approve when pending, delete).
export const DestinationTreeTable = ({
  rows,
  byId,
  isLoading,
  onToggle,
  onEdit,
  onAddChild,
  onApprove,
  onDelete,
}: Props) => (
  <div className="relative overflow-x-auto rounded-md border border-stone-200 bg-white">
    <table aria-label="Destinations" aria-busy={isLoading} className="w-full border-collapse text-sm">
      <thead className="border-b border-stone-200 bg-stone-50 text-left text-stone-600">
        <tr>
          <th scope="col" className={`${cell} h-10 font-medium`}>
            Name
          </th>
          <th scope="col" className={`${cell} h-10 w-24 font-medium`}>
            Level
          </th>
          <th scope="col" className={`${cell} h-10 w-32 font-medium`}>
            Status
          </th>
          <th scope="col" className={`${cell} w-12`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className={isLoading ? 'divide-y divide-stone-100 opacity-60' : 'divide-y divide-stone-100'}>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4} className="h-24 px-3 text-center text-stone-500">
              {isLoading ? 'Loading…' : 'No data'}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => {
          const destination = byId.get(row.node.value);
          if (!destination) return null;
          return (
            <tr key={row.node.value} className="hover:bg-stone-50">
              <td className={cell}>
                <div
                  className="flex items-center gap-1"
                  style={{ paddingLeft: `${(row.level - 1) * 1.5}rem` }}
                >
                  {row.hasChildren ? (
                    <button
                      type="button"
                      aria-expanded={row.isExpanded}
                      aria-label={`${row.isExpanded ? 'Collapse' : 'Expand'} ${destination.name}`}
                      onClick={() => onToggle(row.node.value)}
                      className="flex size-6 items-center justify-center rounded text-stone-500 hover:bg-stone-100"
                    >
                      {row.isExpanded ? (
                        <ChevronDown className="size-4" aria-hidden />
                      ) : (
                        <ChevronRight className="size-4" aria-hidden />
                      )}
                    </button>
                  ) : (
                    <span className="size-6" aria-hidden />
                  )}
                  <Link
                    href={`/admin/destinations/${destination.id}`}
                    className="font-medium text-stone-900 hover:text-brand-700 hover:underline"
                  >
                    {destination.name}
                  </Link>
                  {row.hasChildren ? (
                    <span className="text-xs text-stone-400">({destination.__children?.length ?? 0})</span>
                  ) : null}
                </div>
              </td>
              <td className={`${cell} text-stone-600`}>{destination.level}</td>
              <td className={cell}>{destination.pending ? <Badge color="orange">Pending</Badge> : null}</td>
              <td className={`${cell} text-right`}>
                <DataTableRowActions
                  row={destination}
                  label={`Actions for ${destination.name}`}
                  actions={[
                    { label: 'Edit', onSelect: onEdit },
                    {
                      label: 'Add sub-destination',
                      onSelect: onAddChild,
                      hidden: (d) => d.level >= maxDestinationLevel,
                    },
                    { label: 'Approve', onSelect: onApprove, hidden: (d) => !d.pending },
                  ]}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);
