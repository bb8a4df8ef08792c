import { describe, expect, it } from 'vitest';
import { checkContract, isBreakingBump } from './check-contract.ts';

type ObjectSchema = {
  type: string;
  required: string[];
  properties: Record<string, { type?: unknown; enum?: string[] }>;
};

// A released contract of one resource, and what a later contract may do to it.
const contract = (change: (vendor: ObjectSchema, input: ObjectSchema) => void = () => {}) => {
  const vendor: ObjectSchema = {
    type: 'object',
    required: ['@id', 'id', 'name', 'phone', 'status'],
    properties: {
      '@id': { type: 'string' },
      id: { type: 'integer' },
      name: { type: 'string' },
      phone: { type: ['string', 'null'] },
      status: { type: 'string', enum: ['active', 'inactive'] },
    },
  };
  const input: ObjectSchema = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string' },
      phone: { type: ['string', 'null'] },
      status: { enum: ['active', 'inactive'] },
    },
  };
  change(vendor, input);
  const json = (schema: string) => ({
    content: { 'application/ld+json': { schema: { $ref: `#/components/schemas/${schema}` } } },
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    paths: {
      '/api/vendors': {
        post: {
          operationId: 'createVendor',
          requestBody: json('VendorInput'),
          responses: { 201: json('Vendor') },
        },
      },
      '/api/vendors/{id}': {
        get: {
          operationId: 'getVendor',
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' } }],
          responses: { 200: json('Vendor') },
        },
      },
    },
    components: { schemas: { Vendor: vendor, VendorInput: input } },
  };
};

const released = { contract: contract(), version: '0.2.0' };
const changelog = (version: string) => `# Changelog\n\n## ${version}\n\n### Removed\n\n- \`Vendor.phone\`.\n`;

describe('check-contract', () => {
  const withoutPhone = contract((vendor) => {
    delete vendor.properties.phone;
    vendor.required = vendor.required.filter((name: string) => name !== 'phone');
  });

  it('refuses a removed field without a version bump and a CHANGELOG entry', () => {
    const verdict = checkContract({
      released,
      current: { contract: withoutPhone, version: '0.2.0', changelog: '' },
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.breaking.some((line) => line.includes('phone'))).toBe(true);
    expect(verdict.problems).toHaveLength(2);
    expect(verdict.problems[0]).toContain('at least 0.3.0');
  });

  it('refuses a bump without its CHANGELOG entry', () => {
    const verdict = checkContract({
      released,
      current: { contract: withoutPhone, version: '0.3.0', changelog: changelog('0.2.0') },
    });
    expect(verdict.problems).toEqual([expect.stringContaining('no "## 0.3.0" entry')]);
  });

  it('accepts the same removal with a minor bump (0.x) and its entry', () => {
    const verdict = checkContract({
      released,
      current: { contract: withoutPhone, version: '0.3.0', changelog: changelog('0.3.0') },
    });
    expect(verdict).toMatchObject({ ok: true, problems: [] });
  });

  it('finds a field newly required and an enum value removed', () => {
    const stricter = contract((_, input) => {
      input.required.push('phone');
    });
    const narrower = contract((_, input) => {
      input.properties.status = { enum: ['active'] };
    });
    for (const next of [stricter, narrower]) {
      const verdict = checkContract({
        released,
        current: { contract: next, version: '0.2.1', changelog: changelog('0.2.1') },
      });
      expect(verdict.ok).toBe(false);
    }
  });

  it('lets an added optional field through without a bump', () => {
    const wider = contract((vendor) => {
      vendor.properties.website = { type: ['string', 'null'] };
    });
    expect(
      checkContract({ released, current: { contract: wider, version: '0.2.0', changelog: '' } }).ok,
    ).toBe(true);
  });

  it('knows a breaking bump: minor while 0.x, major after', () => {
    expect(isBreakingBump('0.2.0', '0.3.0')).toBe(true);
    expect(isBreakingBump('0.2.0', '0.2.5')).toBe(false);
    expect(isBreakingBump('1.4.0', '1.5.0')).toBe(false);
    expect(isBreakingBump('1.4.0', '2.0.0')).toBe(true);
  });
});
