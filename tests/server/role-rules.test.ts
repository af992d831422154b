import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { can, ruleFor, WEDDING_ROLES, type WeddingRole } from '../../src/core/auth/role-rules';
import type { MemberRole } from '../../src/core/db/schema';
import { portable } from '../../src/core/db/store/portable';
import { isMemberGuard } from '../../src/core/http/middleware/guards';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { ORIGIN } from '../helpers/http';
import { engineTables } from '../helpers/test-engine';

const { weddingMembers, weddings } = engineTables();

type App = ReturnType<typeof createTestApp>;

/** Every concrete route (method and path) that runs behind a member guard, read from the app's route table. */
function memberRoutes(app: App['app']) {
  const guards = app.routes.filter((route) => isMemberGuard(route.handler));
  const covers = (guard: { method: string; path: string }, route: { method: string; path: string }) =>
    (guard.method === 'ALL' || guard.method === route.method) &&
    (guard.path === route.path || (guard.path.endsWith('/*') && (route.path + '/').startsWith(guard.path.slice(0, -1))));
  const routes = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || route.path.includes('*') || isMemberGuard(route.handler)) continue;
    if (!guards.some((guard) => covers(guard, route))) continue;
    const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x');
    routes.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...routes.values()];
}

async function weddingWithMembers(t: App, ownerRole: 'userFree' | 'userPaid' = 'userPaid') {
  const owner = await createTestUser(t.store, { role: ownerRole, weddingUrl: 'ana-and-jo' });
  const { sql, transaction } = portable(t.store);
  const members = {} as Record<MemberRole, Awaited<ReturnType<typeof createTestUser>>>;
  for (const role of ['partner', 'planner', 'viewer', 'caterer'] as const) {
    // Each member has an account (and, as everyone registered before issue 23, a wedding of their own: the session chooses).
    const member = await createTestUser(t.store, { name: `The ${role}` });
    await transaction(async () => {
      await sql().insert(weddingMembers).values({ weddingId: owner.wedding.id, userId: member.user.id, role });
      await sql().delete(weddings).where(eq(weddings.id, member.wedding.id));
    });
    members[role] = member;
  }
  return { owner, members };
}

function call(t: App, cookie: string, method: string, path: string) {
  return t.app.request(path, {
    method,
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json', accept: path.startsWith('/api/') ? 'application/json' : 'text/html' },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
}

describe('role rules (issue 23 item 4)', () => {
  it('names every route behind a member guard in the table of role rules (read from the route table)', () => {
    const { app } = createTestApp();
    const routes = memberRoutes(app);
    expect(routes.length).toBeGreaterThan(60);
    const unruled = routes.filter(({ method, path }) => !ruleFor(method, path));
    expect(unruled).toEqual([]);
    // The pages that also serve a person without a wedding check their rule themselves.
    for (const path of ['/app', '/builder', '/app/settings/billing']) expect(ruleFor('GET', path), path).toBeDefined();
    // Deleting the wedding (issue 23 item 1) is its own area, the owner's only, on the API and the team page's form.
    expect(ruleFor('DELETE', '/api/v1/weddings/current-wedding')).toEqual({ capability: 'delete', access: 'write' });
    expect(ruleFor('GET', '/api/v1/weddings/current-wedding')).toEqual({ capability: 'wedding', access: 'read' });
    expect(ruleFor('POST', '/app/planners/delete-wedding')).toEqual({ capability: 'delete', access: 'write' });
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/v1/weddings/current-wedding' });
    expect(routes).toContainEqual({ method: 'POST', path: '/app/planners/delete-wedding' });
    for (const role of ['partner', 'planner', 'viewer', 'caterer'] as const) expect(can(role, 'delete', 'write'), role).toBe(false);
    // A path no rule names is refused, never allowed by a neighbour's rule.
    expect(ruleFor('GET', '/app/unknown')).toBeUndefined();
  });

  it('allows and refuses every member route per role as the table says: 403 { msg: "not authorized" } on the API, the "not authorized" page', async () => {
    const t = createTestApp();
    const { members } = await weddingWithMembers(t);
    const routes = memberRoutes(t.app);
    let refused = 0;
    for (const role of ['caterer', 'viewer', 'planner', 'partner'] as const satisfies readonly WeddingRole[]) {
      for (const { method, path } of routes) {
        // Leaving would end the member's place for the rest of the sweep: every role may (rule 'self'),
        // proven below and by src/features/planners/tests/switch-transfer-leave.test.ts.
        if (path.endsWith('/leave')) {
          expect(can(role, ruleFor(method, path)!.capability, 'write'), `${role} ${method} ${path}`).toBe(true);
          continue;
        }
        const rule = ruleFor(method, path)!;
        const res = await call(t, members[role].cookie, method, path);
        const label = `${role} ${method} ${path}`;
        if (can(role, rule.capability, rule.access)) {
          if (res.status === 403 && path.startsWith('/api/')) expect((await res.json()).code, label).not.toBe('auth.role-forbidden');
          else if (res.status === 403) expect(await res.text(), label).not.toContain('not authorized');
          continue;
        }
        refused++;
        expect(res.status, label).toBe(403);
        if (path.startsWith('/api/')) expect(await res.json(), label).toEqual({ msg: 'not authorized', code: 'auth.role-forbidden' });
        else expect(await res.text(), label).toContain('not authorized');
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(WEDDING_ROLES).toContain('owner');
  }, 120_000);

  it('works on the wedding the person belongs to, with its Pro, and ends access on the next request once removed', async () => {
    const t = createTestApp();
    const { owner, members } = await weddingWithMembers(t);
    const partner = members.partner;
    // The partner of a Pro owner has Pro on that wedding (the plan's guest limit), though their own account is free.
    const list = await call(t, partner.cookie, 'GET', '/api/v1/guest-list');
    expect(list.status).toBe(200);
    expect((await list.json()).guestLimit).toBe(350);
    const current = await call(t, partner.cookie, 'GET', '/api/v1/weddings/current-wedding');
    expect((await current.json()).wedding._id).toBe(owner.wedding.id);
    // The caterer reads which wedding it is, nothing of the guest list.
    expect((await call(t, members.caterer.cookie, 'GET', '/api/v1/weddings/current-wedding')).status).toBe(200);
    expect((await call(t, members.caterer.cookie, 'GET', '/api/v1/guest-list/export.csv')).status).toBe(403);

    const { sql, transaction } = portable(t.store);
    await transaction(() => sql().delete(weddingMembers).where(eq(weddingMembers.userId, partner.user.id)));
    const after = await call(t, partner.cookie, 'GET', '/api/v1/guest-list');
    expect(after.status).toBe(404);
    expect((await after.json()).code).toBe('wedding.not-found');
  });
});
