import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const named = [
  'activityLevel',
  'activityStart',
  'clientAttachmentType',
  'clientGuestStatus',
  'contractStatus',
  'emailScope',
  'eventType',
  'flightClass',
  'gender',
  'hotelFloor',
  'itemStatus',
  'jacketAndPantSize',
  'jetSize',
  'maritalStatus',
  'massagePressure',
  'mealType',
  'originType',
  'pageTemplate',
  'paymentStatus',
  'planeSeating',
  'prefixType',
  'referralStatus',
  'roomAllergy',
  'roomSize',
  'spaTreatmentType',
  'takeoffTime',
  'timezone',
  'tourGuide',
  'tourGuideGender',
  'tripType',
  'userRoles',
  'vendorStatus',
];

type Option = { value: string; label: string; forDmc?: boolean; color?: string };

describe('GET /api/enums', () => {
  it('serves every enumeration of calls.md §3 with values and labels', async () => {
    const token = await t.login('travel@demo.travel');
    const res = await t.request('GET', '/api/enums', { token });
    expect(res.status).toBe(200);
    const enums = await json<Record<string, Option[]>>(res);
    for (const name of named) {
      expect(enums[name], name).toBeDefined();
      expect(enums[name]!.length, name).toBeGreaterThan(1);
      for (const o of enums[name]!)
        expect(typeof o.value === 'string' && typeof o.label === 'string').toBe(true);
    }
    const items = enums.itemStatus!;
    expect(items).toHaveLength(17);
    expect(items[0]).toMatchObject({ label: 'Needed', value: 'initial', forDmc: true });
    expect(items.find((i) => i.value === 'pending')).toMatchObject({
      label: 'Options requested',
      forDmc: false,
    });
    expect(enums.tripStatus!.map((s) => s.value)).toContain('proposal_approved_paid');
    expect(enums.tripStatus!.find((s) => s.value === 'draft')?.color).toBe('red');
    expect(enums.userRoles!.map((r) => r.value)).toContain('ROLE_SUPER_ADMIN');
    expect(enums.vendorStatus!.map((r) => r.value)).toContain('blacklisted');
    expect(enums.timezone!.map((r) => r.value)).toContain('America/Los_Angeles');
  });
});
