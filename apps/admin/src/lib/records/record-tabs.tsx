import { RecordTabLink } from '../../shared/record-tab-link.tsx';

/**
 * A record page's section bar (client, trip): a link a tab, the shown one marked current. A `dense`
 * bar (the trip's 14 tabs) has tighter tabs and wraps rather than scrolls.
 */
export const RecordTabs = <Key extends string>({
  label,
  dense = false,
  tabs,
  current,
  hrefOf,
}: {
  label: string;
  dense?: boolean;
  tabs: readonly { key: Key; label: string }[];
  current: Key;
  hrefOf: (key: Key) => string;
}) => (
  <nav
    aria-label={label}
    className={
      dense
        ? 'flex flex-wrap border-b border-stone-200'
        : 'flex gap-1 overflow-x-auto border-b border-stone-200'
    }
  >
    {tabs.map((entry) => (
      <RecordTabLink
        key={entry.key}
        href={hrefOf(entry.key)}
        current={entry.key === current}
        className={dense ? 'whitespace-nowrap px-1.5' : 'whitespace-nowrap px-3'}
      >
        {entry.label}
      </RecordTabLink>
    ))}
  </nav>
);
