// Trust in a reverse proxy set up wrongly (issue 28 items 6 and 16; TRUST_PROXY in src/core/config/env.ts,
// how it is used in ./client-address.ts). Both mistakes are silent otherwise:
// - behind a proxy without TRUST_PROXY, every client has the proxy's address, so one address's
//   rate limits lock everybody out at once (20 failed logins from 20 people behind Caddy);
// - a hop count believes X-Forwarded-For from whoever connects: listening on every interface,
//   anyone can skip the proxy and choose their own address and https.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../config/env';
import type { AppEnv } from './context';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '']);

/** The start-up warning for a hop count while listening on every interface, if that is the case. */
export function trustProxyStartupWarning(config: Env): string | undefined {
  const trust = config.TRUST_PROXY;
  if (trust.kind !== 'hops' || trust.hops === 0 || !EVERY_INTERFACE.has(config.HOST.trim())) return undefined;
  return (
    `[web] TRUST_PROXY=${trust.hops} believes X-Forwarded-For from whoever connects, and HOST=${config.HOST} lets anyone connect ` +
    'without the proxy and choose their own address (rate limits) and https (Secure cookies). Listen where only the proxy ' +
    "reaches (HOST=127.0.0.1), or give the proxy's address instead of a count (TRUST_PROXY=127.0.0.1, or a range such as 172.16.0.0/12)."
  );
}

/** Says once, on the first request that carries X-Forwarded-For, that TRUST_PROXY is unset. */
export function warnForwardedWithoutTrust(config: Env, warn: (message: string) => void = console.warn): MiddlewareHandler<AppEnv> {
  let warned = config.TRUST_PROXY.kind !== 'none';
  return async (c, next) => {
    if (!warned && c.req.header('x-forwarded-for') !== undefined) {
      warned = true;
      warn(
        '[web] requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client counts as the ' +
          "proxy's address, so one client's failed logins lock everybody out, and https from the proxy is not seen. Set " +
          'TRUST_PROXY to the proxy (1 for one proxy on this host, with HOST=127.0.0.1; see docs/self-hosting.md §4).',
      );
    }
    await next();
  };
}
