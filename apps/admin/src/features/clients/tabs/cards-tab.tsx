import type { Client, ClientCreditCard } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Eye, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { optional } from '../../../shared/forms/form-rules.ts';
import { DeleteButton } from '../../../shared/forms/row-buttons.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { PlainTable } from '../../../shared/tables/plain-table.tsx';
import { useCanWriteClients, useCardMutations, useCardsQuery } from '../api/use-client-vault.ts';

/** How long a revealed number stays on screen before it is masked again. */
export const revealSeconds = 30;

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};
const brandName = (brand: string) => brandNames[brand.toLowerCase()] ?? (brand || 'Card');
const cardName = (card: ClientCreditCard) => `${brandName(card.brand)} •••• ${card.last4}`;
const expiry = (card: ClientCreditCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
const grouped = (digits: string) => digits.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

// product.md §2.9 Cards: the client's payment cards, masked. The whole number is shown only after a
// confirmed reveal (written to the client's log by the API), for 30 seconds, in this component's
// state alone. There is never a security code field.
export const CardsTab = ({ client }: { client: Client }) => {
  const cards = useCardsQuery(client.id);
  const mutations = useCardMutations(client.id);
  const canWrite = useCanWriteClients();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [revealed, setRevealed] = useState<{ id: number; number: string } | null>(null);
  const rows = cards.data ?? [];

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(null), revealSeconds * 1000);
    return () => clearTimeout(timer);
  }, [revealed]);

  const onReveal = async (card: ClientCreditCard) => {
    const ok = await confirm({
      title: 'Reveal the card number?',
      content: `The whole number of ${cardName(card)} will show for ${revealSeconds} seconds. This reveal is written to the client's log with your name.`,
      confirmText: 'Reveal',
      cancelText: 'Cancel',
    });
    if (!ok) return;
    const number = await mutations.reveal.mutateAsync(card.id).catch(() => undefined);
    // The number lives in this component's state only: the mutation forgets its answer at once.
    mutations.reveal.reset();
    if (number) setRevealed({ id: card.id, number });
  };

  return (
    <FormSection
      title="Cards"
      description="Payment cards on file. Numbers are stored encrypted; security codes are never kept."
      actions={
        canWrite ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Add card
          </Button>
        ) : null
      }
    >
      {cards.isPending ? (
        <Spinner label="Loading the cards" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No cards yet.</p>
      ) : (
        <PlainTable label="Cards" headers={['Card', 'Holder', 'Expiry']} actions={{ className: 'w-64' }}>
          {rows.map((card) => (
            <tr key={card.id}>
              <td className="px-2 py-2">
                <span className="font-medium text-stone-800">{brandName(card.brand)}</span>{' '}
                {revealed?.id === card.id ? (
                  <output aria-label={`Number of ${cardName(card)}`} className="font-mono">
                    {grouped(revealed.number)}
                  </output>
                ) : (
                  <span className="font-mono">•••• {card.last4}</span>
                )}{' '}
                {card.main ? <Badge color="green">Main</Badge> : null}
              </td>
              <td className="px-2 py-2">{card.holderName ?? '—'}</td>
              <td className="px-2 py-2 font-mono text-xs">{expiry(card)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {canWrite && !card.numberPurgedAt ? (
                  revealed?.id === card.id ? (
                    <Button size="sm" variant="ghost" onClick={() => setRevealed(null)}>
                      Hide
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Reveal ${cardName(card)}`}
                      disabled={mutations.reveal.isPending}
                      onClick={() => void onReveal(card)}
                    >
                      <Eye className="size-4" aria-hidden />
                      Reveal
                    </Button>
                  )
                ) : null}
                {canWrite && !card.main ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Set ${cardName(card)} as main`}
                    onClick={() => mutations.makeMain.mutate(card.id)}
                  >
                    Set as main
                  </Button>
                ) : null}
                {canWrite ? (
                  <DeleteButton
                    name={cardName(card)}
                    onDelete={() => mutations.remove.mutateAsync(card.id)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {adding ? (
        <FormModal title="Add card" width={520} onClose={() => setAdding(false)}>
          <CardForm client={client} create={mutations.create} onClose={() => setAdding(false)} />
        </FormModal>
      ) : null}
    </FormSection>
  );
};

const whole = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.check((s) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max, message),
  );
const schema = v.object({
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.regex(/^[\d -]+$/, 'Only digits, spaces and dashes.'),
  ),
  holderName: optional(255),
  expMonth: whole(1, 12, 'A month from 1 to 12.'),
  expYear: whole(0, 9999, 'A year, e.g. 2029.'),
});
type Values = v.InferOutput<typeof schema>;

const CardForm = ({
  client,
  create,
  onClose,
}: {
  client: Client;
  create: ReturnType<typeof useCardMutations>['create'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: { number: '', holderName: client.name ?? '', expMonth: '', expYear: '' },
    names: ['number', 'holderName', 'expMonth', 'expYear'],
    onSubmit: async (values) => {
      await create.mutateAsync({
        client: client['@id'],
        number: values.number,
        holderName: values.holderName || null,
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
      });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Card" className="space-y-4" autoComplete="off">
      <TextField {...bind('number', 'Card number', 'card-number')} maxLength={40} autoFocus />
      <TextField {...bind('holderName', 'Holder', 'card-holder')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField {...bind('expMonth', 'Expiry month', 'card-exp-month')} placeholder="MM" maxLength={2} />
        <TextField {...bind('expYear', 'Expiry year', 'card-exp-year')} placeholder="YYYY" maxLength={4} />
      </div>
      <FormFooter form={form} onCancel={onClose} />
    </form>
  );
};
