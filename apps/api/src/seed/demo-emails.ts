import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientLogs, clients, emailLogs, emailTemplates, settings, users } from '../db/schema/index.ts';
import { compose } from '../emails/compose.ts';
import type { EmailScope } from '../enums/email-values.ts';
import type { PlaceholderValues } from '../mail/placeholders.ts';
import { isEmpty } from './is-empty.ts';

// The agency the agency.* placeholders name (settings, editable under Parameters).
export const demoAgencySettings = [
  {
    code: 'agency.name',
    value: 'Maison Meridian Travel',
    description: 'Agency name used in e-mails ({{agency.name}}).',
  },
  {
    code: 'agency.email',
    value: 'concierge@maison-meridian.example',
    description: 'Agency e-mail ({{agency.email}}).',
  },
  { code: 'agency.phone', value: '+44 20 7946 0800', description: 'Agency phone ({{agency.phone}}).' },
  {
    code: 'agency.website',
    value: 'https://maison-meridian.example',
    description: 'Agency website ({{agency.website}}).',
  },
  {
    code: 'agency.address',
    value: '14 Albemarle Street, London W1S 4HW',
    description: 'Agency address ({{agency.address}}).',
  },
];

const signature =
  '<p>With warm regards,<br />{{sender.name}}<br />{{agency.name}} · {{agency.phone}}<br /><a href="{{agency.website}}">{{agency.website}}</a></p>';

// One template per emailScope value.
// Bodies are written one block per line, so that the form's HTML source reads well.
const lines = (html: string) => html.replace(/<\/(p|h[1-4]|ul|ol|table)>(?!\n)/g, '</$1>\n').trim();

const templates: { name: string; scope: EmailScope; subject: string; body: string }[] = [
  {
    name: 'Welcome to the agency',
    scope: 'client',
    subject: 'Welcome to {{agency.name}}, {{client.firstName}}',
    body: `<p>Dear {{client.firstName}},</p><p>Thank you for choosing {{agency.name}}. From the first idea to the last transfer home, your dedicated travel designer will shape every detail around you: the suite with the view you prefer, the table you would like to book, the guide who speaks your language.</p><p>May we send you a short preference questionnaire? It helps us anticipate what makes a journey effortless for you and your family.</p>${signature}`,
  },
  {
    name: 'Proposal ready',
    scope: 'trip',
    subject: 'Your journey proposal: {{trip.name}}',
    body: `<p>Dear {{client.firstName}},</p><p>Your proposal for <strong>{{trip.name}}</strong> ({{trip.startDate}} to {{trip.endDate}}) is ready. We have held the rooms and experiences we discussed for the next seven days.</p><p>Whenever it suits you, we would be delighted to walk you through it by phone or over coffee at our office.</p>${signature}`,
  },
  {
    name: 'Reservation request to a partner',
    scope: 'trip-vendor',
    subject: 'Reservation request from {{agency.name}}: {{client.name}}',
    body: `<p>Dear partner,</p><p>On behalf of our client <strong>{{client.name}}</strong>, we would like to request the following reservation for {{trip.startDate}} to {{trip.endDate}}.</p>{{booking.items}}<p>Kindly confirm availability, rates and cancellation terms at your earliest convenience. Our client is a valued guest of the agency; any thoughtful touch on arrival will be much appreciated.</p>${signature}`,
  },
  {
    name: 'Client portal invitation',
    scope: 'invitation',
    subject: 'Your private {{agency.name}} portal',
    body: `<p>Dear {{client.firstName}},</p><p>Your itineraries, travel documents and preferences now live in one private place. Create your account to consult your journeys on any device, day or night.</p><p><a href="{{link.invitation}}">Create my account</a></p><p>The link is personal: please do not forward it.</p>${signature}`,
  },
  {
    name: 'Password reset (staff)',
    scope: 'password-reset',
    subject: 'Reset your {{agency.name}} back-office password',
    body: '<p>Hello,</p><p>Someone, hopefully you, asked to reset the password of your back-office account. The link we sent is valid for one hour. If you did not ask for it, you can ignore this message.</p><p>{{agency.name}} back office</p>',
  },
  {
    name: 'Task assigned',
    scope: 'task',
    subject: 'New update assigned to you',
    body: '<p>Hello {{sender.firstName}},</p><p>A new update has been assigned to you in the back office. Please open your task list to see the details and due date.</p><p>{{agency.name}} back office</p>',
  },
];

export const demoEmailTemplates = templates.map((t) => ({ ...t, body: lines(t.body) }));

const daysAgo = (n: number, hour = 10) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hour, 17, 0, 0);
  return d;
};

// Trip names for the subjects of the history (trips themselves come with their own issue).
const demoTrips = [
  'Amalfi Coast by Sea',
  'Kyoto in Autumn',
  'Patagonia Wilderness',
  'Serengeti Migration Safari',
];

// [client index, template scope, days ago, status]
const demoHistory: [number, EmailScope, number, 'sent' | 'failed'][] = [
  [0, 'client', 210, 'sent'],
  [0, 'invitation', 180, 'sent'],
  [0, 'trip', 45, 'sent'],
  [1, 'client', 120, 'sent'],
  [1, 'trip', 12, 'sent'],
  [2, 'client', 95, 'sent'],
  [2, 'invitation', 94, 'failed'],
  [2, 'invitation', 93, 'sent'],
  [3, 'client', 60, 'sent'],
  [4, 'trip', 30, 'sent'],
  [5, 'client', 21, 'sent'],
  [6, 'invitation', 9, 'sent'],
  [7, 'client', 4, 'sent'],
  [9, 'trip', 2, 'sent'],
];

// Agency settings (when missing), the six templates and a little e-mail history for the demo
// clients, once: nothing happens when a template exists already.
export const seedDemoEmails = async (tx: Db) => {
  if (!(await isEmpty(tx, emailTemplates))) return 0;
  await tx.insert(settings).values(demoAgencySettings).onConflictDoNothing();
  const templates = await tx.insert(emailTemplates).values(demoEmailTemplates).returning();
  const byScope = new Map(templates.map((t) => [t.scope, t]));

  const people = await tx
    .select()
    .from(clients)
    .where(isNotNull(clients.email))
    .orderBy(asc(clients.id))
    .limit(12);
  const [sender] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.email, ['travel@demo.travel']));
  const agency = new Map(demoAgencySettings.map((s) => [s.code, s.value]));
  const history = demoHistory.filter(([i]) => people[i]);
  if (history.length === 0) return templates.length;
  const logs = history.map(([i, scope, ago, status]) => {
    const client = people[i]!;
    const template = byScope.get(scope)!;
    const values: PlaceholderValues = new Map([
      ['client.firstName', client.firstName],
      ['client.name', client.name],
      ['agency.name', agency.get('agency.name')],
      ['trip.name', demoTrips[i % demoTrips.length]!],
    ]);
    const { subject } = compose(template.subject, template.body, values);
    return {
      recipient: client.email!,
      subject: subject.slice(0, 255),
      scope,
      transport: 'smtp',
      status,
      error: status === 'failed' ? '550 5.1.1 Mailbox temporarily unavailable' : null,
      messageId: status === 'sent' ? `<demo-${i}-${ago}@maison-meridian.example>` : null,
      clientId: client.id,
      sentBy: sender?.id ?? null,
      templateId: template.id,
      sentAt: daysAgo(ago),
    };
  });
  await tx.insert(emailLogs).values(logs);
  // The e-mails show in the clients' logs through email_logs; invitations are events of their own.
  const invitations = logs.filter((log) => log.scope === 'invitation');
  if (invitations.length)
    await tx.insert(clientLogs).values(
      invitations.map((log) => ({
        clientId: log.clientId,
        kind: 'invitation' as const,
        message: `Client portal invitation sent to ${log.recipient}.`,
        actorId: sender?.id ?? null,
        at: log.sentAt,
      })),
    );
  return templates.length;
};
