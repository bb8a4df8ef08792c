import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './app.ts';
import { vendorGroups } from './db/schema/index.ts';
import { allResources, defineResource, getResource } from './engine/define-resource.ts';
import { type DomainModule, type RouteMount, resourcesOf } from './engine/domain-module.ts';
import { mountResource } from './engine/mount.ts';
import type { Resource } from './engine/types.ts';
import { isFileResource, mountFileUpload } from './files/define-file-resource.ts';
import type { AppEnv } from './http/app-env.ts';
import { modules } from './modules.ts';

// issue 24.5: modules.ts is the one list of what the API serves. Nothing is served, nor resolved
// as an IRI, because a file happened to be imported; and nothing declared is left out of the list.

const src = dirname(fileURLToPath(import.meta.url));
const sourceFiles = (suffix: RegExp) =>
  (readdirSync(src, { recursive: true }) as string[]).filter((f) => suffix.test(f) && !f.includes('.test.'));
const exportsOf = async (suffix: RegExp) =>
  Promise.all(
    sourceFiles(suffix).map(async (file) => ({
      file,
      exports: (await import(pathToFileURL(join(src, file)).href)) as Record<string, unknown>,
    })),
  );

const isResource = (value: unknown): value is Resource =>
  !!value && typeof value === 'object' && 'collectionIri' in value && 'table' in value && 'type' in value;

// The resources an export holds: itself, or those of a list or a record of them (variants' byType).
const resourcesIn = (value: unknown, depth = 0): Resource[] => {
  if (isResource(value)) return [value];
  if (depth > 2 || !value || typeof value !== 'object') return [];
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return [];
  return Object.values(value).flatMap((v) => resourcesIn(v, depth + 1));
};

const modulesListing = (resource: Resource) =>
  modules.filter((m) => m.resources.includes(resource)).map((m) => m.name);

describe('modules', () => {
  it('lists every resource declared in a *.resource.ts file in exactly one module', async () => {
    const declared = (await exportsOf(/\.resource\.ts$/)).flatMap(({ file, exports }) =>
      Object.entries(exports).flatMap(([name, value]) =>
        resourcesIn(value).map((resource) => ({ at: `${file} ${name}`, resource })),
      ),
    );
    expect(declared.length).toBeGreaterThan(100);
    const misplaced = declared
      .map(({ at, resource }) => ({ at, type: resource.type, modules: modulesListing(resource) }))
      .filter((d) => d.modules.length !== 1);
    expect(misplaced).toEqual([]);
    // And a module lists the resource object itself, never a second definition of the same type.
    const types = resourcesOf(modules).map((r) => r.type);
    expect(types.length).toBe(new Set(types).size);
  });

  it('lists every resource another one points at (relations, file owners), such as the kinds’ files', () => {
    const listed = new Set(resourcesOf(modules).map((r) => r.type));
    const targets = resourcesOf(modules).flatMap((r) => [
      ...Object.entries(r.relations ?? {}).map(([name, rel]) => ({
        from: `${r.type}.${name}`,
        type: rel.target,
      })),
      ...(isFileResource(r) ? [{ from: `${r.type} owner`, type: r.upload.owner.type }] : []),
    ]);
    expect(targets.filter((t) => !listed.has(t.type))).toEqual([]);
    // The attachments of every vendor kind are declared by the kind, not by an export.
    expect(listed).toContain('AccommodationAttachment');
    expect(listed).toContain('ActivityAttachment');
  });

  it('lists every route mount of a *.route(s).ts file in exactly one module', async () => {
    // Mounted by the app itself, not a domain's: the documents describe every module's routes, and
    // possible-transitions is a helper the domains' state routes call.
    const notDomain = new Set([
      'openapi/docs.routes.ts mountDocsRoutes',
      'engine/possible-transitions.route.ts mountPossibleTransitions',
    ]);
    const mounts = (await exportsOf(/\.routes?\.ts$/)).flatMap(({ file, exports }) =>
      Object.entries(exports)
        .filter(([name, value]) => name.startsWith('mount') && typeof value === 'function')
        .map(([name, value]) => ({ at: `${file} ${name}`, mount: value as RouteMount })),
    );
    expect(mounts.length).toBeGreaterThan(25);
    const misplaced = mounts
      .filter(({ at }) => !notDomain.has(at))
      .map(({ at, mount }) => ({
        at,
        modules: modules.filter((m) => m.routes.includes(mount)).map((m) => m.name),
      }))
      .filter((m) => m.modules.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('builds the app from the modules alone: each route comes from a module, or is the documents', () => {
    const app = buildRoutes();
    const routesOf = (module: DomainModule) => {
      const own = new Hono<AppEnv>();
      for (const mount of module.routes) mount(own, modules);
      for (const r of module.resources) {
        mountResource(own, r);
        if (isFileResource(r)) mountFileUpload(own, r, getResource(r.upload.owner.type).collectionIri);
      }
      return own.routes.map((r) => `${r.method} ${r.path}`);
    };
    const fromModules = new Set(modules.flatMap(routesOf));
    const others = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))].filter(
      (r) => !fromModules.has(r),
    );
    // The middleware every request passes and the API's own description.
    expect(others.sort()).toEqual([
      'ALL /*',
      'GET /api',
      'GET /api/contexts/:type',
      'GET /api/docs.json',
      'GET /api/docs.jsonld',
    ]);
    // Every module brings something, and the engine's routes of its resources are there.
    for (const module of modules) expect(routesOf(module).length, module.name).toBeGreaterThan(0);
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toContain(
      'GET /api/trip_accommodations/:id{[0-9]+}',
    );
  });

  it('resolves exactly the listed resources: defining one registers nothing', () => {
    buildRoutes();
    expect(allResources().map((r) => r.type)).toEqual(resourcesOf(modules).map((r) => r.type));
    const stray = defineResource({
      type: 'StrayProbe',
      path: 'stray_probes',
      table: vendorGroups,
      access: 'catalogue',
      updateVerbs: ['PATCH'],
      writable: {},
    });
    expect(stray.iri(3)).toBe('/api/stray_probes/3');
    expect(() => getResource('StrayProbe')).toThrow(/Unknown resource StrayProbe/);
    expect(getResource('Trip').collectionIri).toBe('/api/trips');
  });
});
