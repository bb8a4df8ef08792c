import { roleLabels, userRoles } from '../auth/roles.ts';
import { placeholders } from '../mail/placeholders.ts';
import { contractStatuses, mealTypes, spaTreatmentTypes } from './catalogue-values.ts';
import {
  clientAttachmentTypes,
  clientStatuses,
  invoiceStatuses,
  membershipStatuses,
  supplierBillStatuses,
} from './client-values.ts';
import { pageTemplates } from './content-values.ts';
import { emailScopes, emailStatuses } from './email-values.ts';
import { itemStatuses } from './item-status.ts';
import { taskAssigneeRules, taskPriorities, taskStatuses, taskTriggers } from './task-values.ts';
import { statusColor, statusLabel, tripStatuses } from './trip-status.ts';
import { vendorStatuses } from './vendor-status.ts';

export type EnumOption = { value: string; label: string; [extra: string]: unknown };

const options = (values: readonly string[], labels: Record<string, string> = {}): EnumOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? statusLabel(value) }));

// Every enumeration of calls.md §3, served in one call. Values are stable identifiers; labels are
// what the admin shows.
export const enums: Record<string, EnumOption[]> = {
  activityLevel: options(['relaxed', 'moderate', 'active', 'very_active', 'extreme']),
  activityStart: options(['early_morning', 'morning', 'late_morning', 'afternoon', 'evening']),
  clientAttachmentType: options(clientAttachmentTypes),
  clientStatus: options(clientStatuses, { vip: 'VIP' }),
  clientGuestStatus: options(['adult', 'child', 'infant', 'staff', 'other']),
  contractStatus: options(contractStatuses),
  emailScope: options(emailScopes, { 'trip-vendor': 'Trip vendor' }),
  // The {{placeholders}} e-mail templates may hold (mail/placeholders.ts); `available: false` for
  // any documented ahead of their data, which stay visible until then.
  emailPlaceholder: placeholders.map((p) => ({
    value: p.key,
    label: p.label,
    group: p.group,
    available: p.available,
  })),
  emailStatus: options(emailStatuses),
  eventType: options(['meeting', 'reminder', 'note', 'meal', 'free_time', 'other']),
  flightClass: options(['economy', 'premium_economy', 'business', 'first', 'private']),
  gender: options(['female', 'male', 'other', 'undisclosed']),
  hotelFloor: options(['low', 'middle', 'high', 'top', 'no_preference']),
  itemStatus: itemStatuses.map((s) => ({ ...s, color: statusColor(s.value) })),
  jacketAndPantSize: options(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'], {
    XS: 'XS',
    S: 'S',
    M: 'M',
    L: 'L',
    XL: 'XL',
    XXL: 'XXL',
    XXXL: 'XXXL',
  }),
  jetSize: options(['very_light', 'light', 'midsize', 'super_midsize', 'heavy', 'ultra_long_range']),
  maritalStatus: options(['single', 'married', 'partnered', 'divorced', 'widowed']),
  massagePressure: options(['light', 'medium', 'firm', 'deep']),
  mealType: options(mealTypes),
  membershipStatus: options(membershipStatuses),
  originType: options([
    'website',
    'referral',
    'returning_client',
    'partner',
    'social_media',
    'event',
    'other',
  ]),
  pageTemplate: options(pageTemplates),
  invoiceStatus: options(invoiceStatuses),
  supplierBillStatus: options(supplierBillStatuses),
  paymentStatus: options(['pending', 'waiting_payment', 'paid', 'refunded', 'cancelled']),
  planeSeating: options(['window', 'aisle', 'middle', 'no_preference']),
  prefixType: options(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof'], {
    mr: 'Mr',
    mrs: 'Mrs',
    ms: 'Ms',
    miss: 'Miss',
    dr: 'Dr',
    prof: 'Prof',
  }),
  referralStatus: options(['pending', 'contacted', 'converted', 'declined']),
  roomAllergy: options(['feather', 'dust', 'latex', 'fragrance', 'pet_dander', 'none']),
  roomSize: options([
    'standard',
    'deluxe',
    'junior_suite',
    'suite',
    'two_bedroom_suite',
    'presidential_suite',
  ]),
  spaTreatmentType: options(spaTreatmentTypes),
  taskAssigneeRule: options(taskAssigneeRules, {
    travel_director: "The trip's travel director",
    fixed_user: 'A chosen user',
    actor: 'The user who made the change',
  }),
  taskPriority: options(taskPriorities),
  taskStatus: options(taskStatuses),
  taskTrigger: options(taskTriggers, {
    trip_status: 'A trip reaches a status',
    item_status: 'A trip item reaches a status',
    trip_created: 'A trip is created',
    before_departure: 'Days before departure',
    after_return: 'Days after return',
    request_unanswered: 'Supplier request unanswered for days',
    cancel_by_approaching: 'Cancel-by date approaching',
    supplier_payment_due: 'Supplier payment due date approaching',
  }),
  takeoffTime: options(['early_morning', 'morning', 'afternoon', 'evening', 'night', 'no_preference']),
  timezone: Intl.supportedValuesOf('timeZone').map((tz) => ({ value: tz, label: tz.replace(/_/g, ' ') })),
  tourGuide: options(['private', 'small_group', 'none']),
  tourGuideGender: options(['female', 'male', 'no_preference']),
  tripStatus: tripStatuses.map((value) => ({ value, label: statusLabel(value), color: statusColor(value) })),
  tripType: options(['leisure', 'honeymoon', 'family', 'business', 'celebration', 'expedition']),
  userRoles: userRoles.map((value) => ({ value, label: roleLabels[value] })),
  vendorStatus: options(vendorStatuses),
};
