// Each write declared once (issue 29 item 2): every POST, PUT, PATCH and DELETE route of the running app is
// answered by an action (src/core/actions: path, guard, input and output schemas, the domain call), except the
// writes named in docs/decisions.md's list "Writes that are not actions", each with its reason there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredActionOf } from '../../src/core/actions/register-actions';
import { createTestApp } from '../helpers/app';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/:weddingUrl{[a-z]+}/rsvp` → `/{weddingUrl}/rsvp`, as the list in decisions.md writes it. */
function shown(method: string, path: string) {
  return `${method} ${path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}')}`;
}

/** The writes docs/decisions.md names between its markers: one `METHOD /path` in backticks per line. */
function namedExceptions(): Set<string> {
  const text = readFileSync(new URL('../../docs/decisions.md', import.meta.url), 'utf8');
  const start = text.indexOf('<!-- writes-not-actions:start -->');
  const end = text.indexOf('<!-- writes-not-actions:end -->');
  expect(start, 'the list of writes that are not actions in docs/decisions.md').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const names = [...text.slice(start, end).matchAll(/`((?:POST|PUT|PATCH|DELETE) \/[^`]*)`/g)].map((match) => match[1]!);
  return new Set(names);
}

describe('every write of the app is an action', () => {
  it('finds each POST, PUT, PATCH and DELETE route declared by an action, or named as an exception in docs/decisions.md', () => {
    const { app } = createTestApp();
    // A route entry is an action's when it is the action's handler or one of its guards (mounted with it).
    const writes = app.routes.filter((route) => WRITES.has(route.method));
    const declaredAt = new Map<string, Set<unknown>>();
    for (const route of writes) {
      const action = declaredActionOf(route.handler);
      if (!action) continue;
      const key = shown(route.method, route.path);
      const owned = declaredAt.get(key) ?? new Set<unknown>();
      for (const handler of [route.handler, ...[action.guard].flat()]) owned.add(handler);
      declaredAt.set(key, owned);
    }
    const actions = [...declaredAt.keys()];
    const notActions = [
      ...new Set(
        writes.filter((route) => !declaredAt.get(shown(route.method, route.path))?.has(route.handler)).map((route) => shown(route.method, route.path)),
      ),
    ];
    // The app's own writes are found (not an empty table): the accounts', the gate's and the guest list's among them.
    expect(actions).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/login',
        'POST /login',
        'POST /password/{id}',
        'POST /api/v1/private/{id}',
        'DELETE /api/v1/guest-list/{guestId}',
      ]),
    );
    const exceptions = namedExceptions();
    expect(notActions.filter((key) => !exceptions.has(key))).toEqual([]);
    // And the list stays true: a write converted since is taken off it.
    expect([...exceptions].filter((key) => !notActions.includes(key))).toEqual([]);
  });
});
