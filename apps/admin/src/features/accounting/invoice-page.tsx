import type { ClientInvoice } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { formatDate } from '@backoffice/ui/format';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { TextInput } from '@backoffice/ui/text-input';
import { FileMinus, Mail, Send } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { canVisit } from '../../lib/access.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { useSession } from '../../lib/session.ts';
import { NotesButton } from '../../shared/notes/notes-button.tsx';
import { RecordGate } from '../../shared/record-gate.tsx';
import {
  balanceOf,
  InvoiceStatusBadge,
  invoiceName,
  invoicePath,
  kindLabel,
  salesPath,
} from '../../shared/sales/invoice-status.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import {
  type LoadedInvoice,
  useCanUseAccounting,
  useInvoiceMutations,
  useInvoiceQuery,
} from '../../shared/sales/sales-api.ts';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { DayField } from './day-field.tsx';
import { DeleteDraftButton } from './delete-draft-button.tsx';
import { DocumentHeader } from './document-header.tsx';
import { DraftEditor } from './draft-editor.tsx';
import { InvoiceReceipts } from './invoice-receipts.tsx';
import { PdfPreview } from './pdf-preview.tsx';

const link =
  'font-medium text-brand-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600';
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// /admin/sales/{id}: an invoice or credit note (issue 29.1). A draft's lines, due date and notes are
// edited here, then it is issued (its number, its PDF, its journal entry) or deleted; an issued one
// is sent by e-mail, paid by allocated receipts, or credited by a credit note, in full or in part
// (chosen lines by amount): it then owes its total less what is paid and what is credited.
export const InvoicePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const query = useInvoiceQuery(id);
  const invoice = query.data?.invoice;
  useRecordTitle(invoice ? invoiceName(invoice) : undefined);
  return (
    <RecordGate query={query} label="Loading the invoice">
      {() => <InvoiceScreen key={id} loaded={query.data!} />}
    </RecordGate>
  );
};

const InvoiceScreen = ({ loaded }: { loaded: LoadedInvoice }) => {
  const { invoice } = loaded;
  const canWrite = useCanUseAccounting();
  const [isDirty, setDirty] = useState(false);
  const onDirty = useCallback((dirty: boolean) => setDirty(dirty), []);
  const isDraft = invoice.status === 'draft';
  const isCredit = invoice.kind === 'credit_note';
  const name = invoiceName(invoice);
  const clientId = idFromIri(invoice.client ?? '');
  const tripId = idFromIri(invoice.trip ?? '');
  const creditOfId = idFromIri(invoice.creditOf ?? '');
  return (
    <section className="space-y-6">
      <DocumentHeader
        title={name}
        kind={kindLabel(invoice.kind)}
        badge={<InvoiceStatusBadge status={invoice.status} />}
        actions={
          <>
            {canWrite ? <InvoiceActions loaded={loaded} isDirty={isDirty} /> : null}
            <NotesButton record={{ kind: 'clientInvoice', id: invoice.id, name }} />
          </>
        }
        facts={[
          {
            label: 'Client',
            value: (
              <MaybeLink href={clientId ? `/admin/clients/${clientId}` : undefined}>
                {invoice.clientName ?? (clientId ? `Client ${clientId}` : '—')}
              </MaybeLink>
            ),
          },
          {
            label: 'Trip',
            value: (
              <MaybeLink href={tripId ? `/admin/trips/${tripId}?tab=payments` : undefined}>
                {invoice.tripReference ?? (tripId ? `Trip ${tripId}` : '—')}
              </MaybeLink>
            ),
          },
          creditOfId
            ? {
                label: 'Credits',
                value: (
                  <Link href={invoicePath(creditOfId)} className={link}>
                    {invoice.creditOfNumber ?? `Invoice ${creditOfId}`}
                  </Link>
                ),
              }
            : null,
          isDraft ? null : { label: 'Issued', value: formatDate(invoice.date), className: 'tabular-nums' },
          invoice.dueDate && !isCredit
            ? { label: 'Due', value: formatDate(invoice.dueDate), className: 'tabular-nums' }
            : null,
          { label: 'Currency', value: invoice.currency },
        ]}
      />

      {isDraft && canWrite ? (
        <DraftEditor key={loaded.etag} loaded={loaded} onDirty={onDirty} />
      ) : (
        <LinesTable invoice={invoice} />
      )}
      <Totals invoice={invoice} />
      {!isDraft && invoice.notes ? (
        <p className="whitespace-pre-line text-sm text-stone-600">{invoice.notes}</p>
      ) : null}
      {invoice.kind === 'invoice' && !isDraft && invoice.status !== 'void' ? (
        <InvoiceReceipts invoice={invoice} canWrite={canWrite} />
      ) : null}
      {invoice.status === 'void' ? (
        <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-600">
          This invoice is void: a credit note reverses it, and the payments allocated to it went back to the
          client's credit.
        </p>
      ) : null}
      {invoice.pdfPath ? <PdfPreview path={invoice.pdfPath} name={name} /> : null}
    </section>
  );
};

// The client and the trip link to their pages for the roles that may open them (§6: the accountant
// opens only the accounting sections), and are plain names for the others.
const MaybeLink = ({ href, children }: { href: string | undefined; children: ReactNode }) => {
  const roles = useSession()?.user.roles ?? [];
  return href && canVisit(roles, href.split('?')[0]!) ? (
    <Link href={href} className={link}>
      {children}
    </Link>
  ) : (
    <span className="font-medium text-stone-800">{children}</span>
  );
};

const LinesTable = ({ invoice }: { invoice: ClientInvoice }) => {
  // An invoice partly credited shows what its credit notes credit of each line.
  const showCredited = invoice.kind === 'invoice' && Number(invoice.creditedAmount ?? 0) > 0;
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-sm" aria-label="Lines">
        <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <th className="px-3 py-2">Description</th>
            <th className="px-3 py-2 text-right">Quantity</th>
            <th className="px-3 py-2 text-right">Unit price</th>
            <th className="px-3 py-2 text-right">Tax</th>
            <th className="px-3 py-2 text-right">Net</th>
            <th className="px-3 py-2 text-right">Total</th>
            {showCredited ? <th className="px-3 py-2 text-right">Credited</th> : null}
          </tr>
        </thead>
        <tbody>
          {(invoice.lines ?? []).length === 0 && invoice.status !== 'draft' ? (
            <tr className="border-t border-stone-100">
              <td colSpan={showCredited ? 7 : 6} className="px-3 py-3 text-stone-500">
                No lines: brought over from the former books with its totals only.
              </td>
            </tr>
          ) : null}
          {(invoice.lines ?? []).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never move
            <tr key={index} className="border-t border-stone-100">
              <td className="px-3 py-2">{String(line.description ?? '')}</td>
              <td className="px-3 py-2 text-right tabular-nums">{Number(line.quantity ?? 1)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatAmount(String(line.unitPrice ?? 0), invoice.currency)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {Number(line.taxPercent ?? 0) ? `${Number(line.taxPercent)}%` : '—'}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatAmount(String(line.net ?? 0), invoice.currency)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatAmount(String(line.total ?? 0), invoice.currency)}
              </td>
              {showCredited ? (
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatAmount(String(line.credited ?? 0), invoice.currency)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const Totals = ({ invoice }: { invoice: ClientInvoice }) => {
  const rows: [string, string | number][] = [
    ['Net', invoice.netAmount],
    ['Tax', invoice.taxAmount],
    ['Total', invoice.amount],
  ];
  if (invoice.kind === 'invoice' && invoice.status !== 'draft') {
    if (Number(invoice.creditedAmount ?? 0) > 0) rows.push(['Credited', invoice.creditedAmount]);
    rows.push(['Paid', invoice.paidAmount], ['Balance', balanceOf(invoice)]);
  }
  return (
    <dl aria-label="Totals" className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt
            className={
              label === 'Total' || label === 'Balance' ? 'font-medium text-stone-900' : 'text-stone-500'
            }
          >
            {label}
          </dt>
          <dd
            className={`text-right tabular-nums ${label === 'Total' || label === 'Balance' ? 'font-semibold text-stone-900' : ''}`}
          >
            {formatAmount(value, invoice.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
};

// Issue (a dialog: the issue and due dates), delete a draft; send, credit an issued invoice.
const InvoiceActions = ({ loaded, isDirty }: { loaded: LoadedInvoice; isDirty: boolean }) => {
  const { invoice, etag } = loaded;
  const mutations = useInvoiceMutations(invoice.id);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'issue' | 'send' | 'credit' | null>(null);
  const isDraft = invoice.status === 'draft';
  const canSend = !isDraft && invoice.status !== 'void';
  const canCredit = invoice.kind === 'invoice' && ['issued', 'partly_paid', 'paid'].includes(invoice.status);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isDraft ? (
        <>
          <Button
            size="sm"
            onClick={() => setDialog('issue')}
            disabled={isDirty || (invoice.lines ?? []).length === 0}
            title={isDirty ? 'Save or discard your changes first' : undefined}
          >
            <Send className="size-4" aria-hidden />
            Issue
          </Button>
          <DeleteDraftButton
            content="The draft and its lines are deleted. This cannot be undone."
            onDelete={() => mutations.remove.mutateAsync().then(() => navigate(salesPath, { replace: true }))}
          />
        </>
      ) : null}
      {canSend ? (
        <Button variant="secondary" size="sm" onClick={() => setDialog('send')}>
          <Mail className="size-4" aria-hidden />
          Send
        </Button>
      ) : null}
      {canCredit ? (
        <Button variant="secondary" size="sm" onClick={() => setDialog('credit')}>
          <FileMinus className="size-4" aria-hidden />
          Credit note
        </Button>
      ) : null}
      {dialog === 'credit' ? (
        <CreditNoteDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onCredit={(body) =>
            mutations.credit.mutateAsync(body).then((note) => navigate(invoicePath(note.id)))
          }
        />
      ) : null}
      {dialog === 'issue' ? (
        <IssueDialog
          defaultDue={invoice.dueDate ?? plusDays(today(), 14)}
          isPending={mutations.issue.isPending}
          onClose={() => setDialog(null)}
          onIssue={(date, dueDate) =>
            mutations.issue.mutateAsync({ etag, date, dueDate }).then(() => setDialog(null))
          }
        />
      ) : null}
      {dialog === 'send' ? (
        <SendDialog
          name={invoiceName(invoice)}
          isPending={mutations.send.isPending}
          onClose={() => setDialog(null)}
          onSend={(to) => mutations.send.mutateAsync(to).then(() => setDialog(null))}
        />
      ) : null}
    </div>
  );
};

// The page's two small dialogs (issue, send) are one short form each: its fields, then Cancel and
// the action, which the form's submit runs.
const DialogForm = ({
  title,
  description,
  label,
  onClose,
  onSubmit,
  canSubmit,
  submitText,
  children,
}: {
  title: string;
  description: string;
  label: string;
  onClose: () => void;
  onSubmit: () => void;
  canSubmit: boolean;
  submitText: ReactNode;
  children: ReactNode;
}) => (
  <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
    <ModalContent title={title} description={description} width={480}>
      <form
        aria-label={label}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {submitText}
          </Button>
        </div>
      </form>
    </ModalContent>
  </Modal>
);

const IssueDialog = ({
  defaultDue,
  isPending,
  onClose,
  onIssue,
}: {
  defaultDue: string;
  isPending: boolean;
  onClose: () => void;
  onIssue: (date: string, dueDate: string) => Promise<unknown>;
}) => {
  const [date, setDate] = useState(today());
  const [dueDate, setDueDate] = useState(defaultDue);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && (dueDate === '' || /^\d{4}-\d{2}-\d{2}$/.test(dueDate));
  return (
    <DialogForm
      title="Issue this invoice?"
      description="It takes the next number of its year and its PDF is drawn. An issued invoice cannot be edited: it is corrected with a credit note."
      label="Issue"
      onClose={onClose}
      onSubmit={() => {
        if (valid) void onIssue(date, dueDate).catch(() => undefined);
      }}
      canSubmit={valid && !isPending}
      submitText={isPending ? 'Issuing…' : 'Issue the invoice'}
    >
      <div className="grid grid-cols-2 gap-4">
        <DayField id="issue-date" label="Issue date" value={date} onChange={setDate} />
        <DayField id="issue-due" label="Due date" value={dueDate} onChange={setDueDate} />
      </div>
    </DialogForm>
  );
};

const SendDialog = ({
  name,
  isPending,
  onClose,
  onSend,
}: {
  name: string;
  isPending: boolean;
  onClose: () => void;
  onSend: (to: string) => Promise<unknown>;
}) => {
  const [to, setTo] = useState('');
  return (
    <DialogForm
      title={`Send ${name}`}
      description="The stored PDF is attached. Leave the address empty to send it to the client's e-mail."
      label="Send"
      onClose={onClose}
      onSubmit={() => void onSend(to.trim()).catch(() => undefined)}
      canSubmit={!isPending}
      submitText={
        <>
          <Mail className="size-4" aria-hidden />
          {isPending ? 'Sending…' : 'Send'}
        </>
      }
    >
      <Field id="send-to" label="To">
        <TextInput
          id="send-to"
          type="email"
          maxLength={180}
          placeholder="The client's address"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Field>
    </DialogForm>
  );
};
