import { Button } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { useAtom } from 'jotai';
import { ArrowLeft, ChevronDown, FileText, Send, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { type ItineraryTab, itineraryTabs, tabAtom } from '../state.ts';

export const pdfPendingHint = 'Available once the trip is loaded';

export type PdfKind = 'proposal' | 'finalized';
const pdfActions: { kind: PdfKind; label: string }[] = [
  { kind: 'proposal', label: 'Proposal PDF' },
  { kind: 'finalized', label: 'Finalized Trip PDF' },
];

/** What the preferences drawer slot is given: the drawer is controlled by the header's button. */
export type PreferencesDrawerSlot = { open: boolean; onOpenChange: (open: boolean) => void };

export type ItineraryWorkspaceProps = {
  /** A trip or a template (§2.9): a template has no Actions menu and its days carry no dates. */
  mode: 'trip' | 'template';
  /** The header's title: client name and trip reference, or the template title. */
  title: ReactNode;
  /** Where the logo goes back to: the trip page or the template page. */
  backHref: string;
  /** The header's title is not known yet. */
  loading?: boolean;
  /** The side list (300 px) for a tab (1, 3–6; tab 2 hides it). Default: an empty list. */
  renderSideList?: (tab: ItineraryTab) => ReactNode;
  /** The Client Preferences drawer (500 px, right). Default: a placeholder drawer. */
  renderPreferencesDrawer?: (slot: PreferencesDrawerSlot) => ReactNode;
  /** Opens the trip's PDF of a kind in a new tab; the Actions items are disabled without it. */
  onOpenPdf?: (kind: PdfKind) => void;
  /** Opens the send dialog of a kind (proposal, finalized trip); not offered without it. */
  onSend?: (kind: PdfKind) => void;
  /** The main area of tab 2 (the map view). */
  mapView?: ReactNode;
  /** The main area of tabs 1, 3–6 (the calendar). */
  children: ReactNode;
};

const tabLabel = (tab: ItineraryTab) => itineraryTabs.find((t) => t.value === tab)!.label;

const PlaceholderPreferences = ({ open, onOpenChange }: PreferencesDrawerSlot) => (
  <Drawer open={open} onOpenChange={onOpenChange}>
    <DrawerContent title="Client Preferences" width={500}>
      <p className="text-sm text-stone-500">The client's preferences show here.</p>
    </DrawerContent>
  </Drawer>
);

const EmptySideList = ({ tab }: { tab: ItineraryTab }) => (
  <h2 className="px-4 py-3 text-sm font-semibold uppercase tracking-wide text-stone-600">{tabLabel(tab)}</h2>
);

const sendActions: { kind: PdfKind; label: string }[] = [
  { kind: 'proposal', label: 'Send proposal' },
  { kind: 'finalized', label: 'Send finalized trip' },
];

// The PDF actions (§2.9): shown for trips; each opens the PDF in a new tab. The send actions
// e-mail it to the client (for the roles that write trips).
const ActionsMenu = ({
  onOpenPdf,
  onSend,
}: {
  onOpenPdf: ((kind: PdfKind) => void) | undefined;
  onSend: ((kind: PdfKind) => void) | undefined;
}) => (
  <DropdownMenu>
    <DropdownMenuTrigger asChild>
      <Button variant="secondary" size="sm">
        Actions <ChevronDown className="size-4" aria-hidden />
      </Button>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end">
      {pdfActions.map(({ kind, label }) => (
        <DropdownMenuItem
          key={kind}
          disabled={!onOpenPdf}
          title={onOpenPdf ? undefined : pdfPendingHint}
          onSelect={() => onOpenPdf?.(kind)}
        >
          <FileText className="size-4" aria-hidden /> {label}
        </DropdownMenuItem>
      ))}
      {onSend
        ? sendActions.map(({ kind, label }) => (
            <DropdownMenuItem key={`send-${kind}`} onSelect={() => onSend(kind)}>
              <Send className="size-4" aria-hidden /> {label}
            </DropdownMenuItem>
          ))
        : null}
    </DropdownMenuContent>
  </DropdownMenu>
);

// The itinerary frame (product.md §2.1, §2.9): the trip header (back to the trip or template,
// title, Actions, Client Preferences), the tab bar (tab in the URL through the session), the side
// list (300 px, hidden on tab 2) and the main area (the calendar; the map view on tab 2).
export const ItineraryWorkspace = ({
  mode,
  title,
  backHref,
  loading,
  renderSideList,
  renderPreferencesDrawer = PlaceholderPreferences,
  onOpenPdf,
  onSend,
  mapView,
  children,
}: ItineraryWorkspaceProps) => {
  const [tab, setTab] = useAtom(tabAtom);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex min-h-14 shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-stone-200 bg-white px-4 py-2">
        <Link
          href={backHref}
          className="flex items-center gap-2 font-semibold tracking-wide text-brand-800 hover:text-brand-900"
          aria-label={mode === 'trip' ? 'Back to the trip' : 'Back to the template'}
        >
          <ArrowLeft className="size-4" aria-hidden /> Back office
        </Link>
        <h1
          className="min-w-48 flex-1 truncate text-lg font-semibold text-stone-900"
          aria-busy={loading}
          title={typeof title === 'string' ? title : undefined}
        >
          {loading ? (
            <span aria-hidden className="inline-block h-5 w-64 animate-pulse rounded bg-stone-200" />
          ) : (
            title
          )}
        </h1>
        {mode === 'trip' ? (
          <>
            <ActionsMenu onOpenPdf={onOpenPdf} onSend={onSend} />
            {/* A template has no client: no preferences to show (issue 30.12). */}
            <Button variant="secondary" size="sm" onClick={() => setPreferencesOpen(true)}>
              <UserRound className="size-4" aria-hidden /> Client Preferences
            </Button>
          </>
        ) : null}
      </header>
      <div
        role="tablist"
        aria-label="Itinerary"
        className="flex shrink-0 gap-1 border-b border-stone-200 bg-white px-4"
      >
        {itineraryTabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={t.value === tab}
            onClick={() => setTab(t.value)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              t.value === tab
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="flex min-h-0 flex-1">
        {tab === 2 ? null : (
          <aside
            aria-label={`${tabLabel(tab)} list`}
            className="w-[300px] shrink-0 overflow-y-auto border-r border-stone-200 bg-white"
          >
            {renderSideList ? renderSideList(tab) : <EmptySideList tab={tab} />}
          </aside>
        )}
        <main className="min-w-0 flex-1 overflow-auto p-4" role="tabpanel" aria-label={tabLabel(tab)}>
          {tab === 2
            ? (mapView ?? <p className="text-sm text-stone-500">The map view shows here.</p>)
            : children}
        </main>
      </div>
      {renderPreferencesDrawer({ open: preferencesOpen, onOpenChange: setPreferencesOpen })}
    </div>
  );
};
