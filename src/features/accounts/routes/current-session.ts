import type { AppEnv } from '../../../core/http/context';

/** The id of the request's session, behind a user guard (a password change keeps it and ends the others). */
export function currentSessionId(c: { var: AppEnv['Variables'] }): string {
  const session = c.var.session;
  if (!session) throw new Error('currentSessionId needs a user guard in front');
  return session.sessionId;
}
