import { defineStateMachine, type Transition } from '../engine/state-machine.ts';
import type { ContractStatus } from '../enums/catalogue-values.ts';

const cancelContract: Transition<ContractStatus> = { to: 'cancelled', label: 'Cancel' };
const renew: Transition<ContractStatus> = { to: 'renewed', label: 'Renew', serverOnly: true };

// The life of a vendor contract. A draft is signed (active) or dropped (cancelled); an active
// contract runs out (expired) or is ended early (cancelled); an active or expired contract is
// renewed through GET /api/contract/renew/{id}, which closes it as `renewed` and opens the next
// period as a draft (so `renewed` is a move only the server makes). renewed and cancelled are final.
export const contractStates = defineStateMachine<ContractStatus>({
  noun: 'contract',
  starts: ['draft', 'active'],
  moves: {
    draft: [{ to: 'active', label: 'Activate' }, cancelContract],
    active: [{ to: 'expired', label: 'Mark as expired' }, cancelContract, renew],
    expired: [renew],
    renewed: [],
    cancelled: [],
  },
});

export const canRenew = (status: ContractStatus) => contractStates.leadsTo(status, 'renewed');

const day = 86_400_000;
const parse = (d: string) => Date.parse(`${d}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const addMonths = (ms: number, months: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate());
};

// The next period starts the day after the current one ends and lasts as long: the same number of
// months when the period is whole months (1 Mar - 31 Aug → 1 Sep - 28 Feb), else the same number of
// days; a contract without dates gets twelve months from today.
export const nextPeriod = (start: string | null, end: string | null, today = new Date()) => {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!start || !end) return { startDate: format(todayMs), endDate: format(addMonths(todayMs, 12) - day) };
  const from = parse(end) + day;
  const s = new Date(parse(start));
  const f = new Date(from);
  if (s.getUTCDate() === f.getUTCDate()) {
    const months = (f.getUTCFullYear() - s.getUTCFullYear()) * 12 + f.getUTCMonth() - s.getUTCMonth();
    return { startDate: format(from), endDate: format(addMonths(from, months) - day) };
  }
  return { startDate: format(from), endDate: format(from + parse(end) - parse(start)) };
};
