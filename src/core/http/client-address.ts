// Who the client is, and whether it came over https, behind an optional reverse proxy.
// TRUST_PROXY (src/core/config/env.ts) says whose X-Forwarded-For / X-Forwarded-Proto we believe:
// - none (default): the socket's address; the forwarded headers are the client's own words and ignored;
// - a hop count n: the address n entries from the right of [X-Forwarded-For…, socket];
// - proxy addresses/ranges: walk from the socket leftwards while the address is a trusted proxy.
// The parsed policy is built once per configuration, not per request.
import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env, TrustProxy } from '../config/env';

interface ProxyPolicy {
  hops: number;
  trusts: (address: string) => boolean;
}

const policies = new WeakMap<Env, ProxyPolicy>();

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

function buildPolicy(trust: TrustProxy): ProxyPolicy {
  if (trust.kind === 'none') return { hops: 0, trusts: () => false };
  if (trust.kind === 'hops') return { hops: trust.hops, trusts: () => false };
  const list = new net.BlockList();
  for (const entry of trust.entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normaliseAddress(address), family);
    else list.addSubnet(address, Number(bits), family);
  }
  return {
    hops: 0,
    trusts: (address) => {
      const family = net.isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

export function proxyPolicy(config: Env): ProxyPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = buildPolicy(config.TRUST_PROXY);
    policies.set(config, policy);
  }
  return policy;
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normaliseAddress(address) : undefined;
  } catch {
    return undefined;
  }
}

function forwardedFor(c: Context): string[] {
  const header = c.req.header('x-forwarded-for');
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => normaliseAddress(entry))
    .filter((entry) => net.isIP(entry) !== 0);
}

/** Pure: the client address from the socket address and X-Forwarded-For under a policy. */
export function resolveClientAddress(policy: ProxyPolicy, socket: string | undefined, forwarded: string[]): string | undefined {
  if (socket === undefined) return undefined;
  const chain = [...forwarded, socket];
  if (policy.hops > 0) return chain[Math.max(0, chain.length - 1 - policy.hops)];
  let index = chain.length - 1;
  while (index > 0 && policy.trusts(chain[index]!)) index -= 1;
  return chain[index];
}

/** Does the request come through a proxy we trust (so its X-Forwarded-* headers count)? */
function fromTrustedProxy(c: Context, config: Env): boolean {
  const policy = proxyPolicy(config);
  if (policy.hops > 0) return true;
  const socket = socketAddress(c);
  return socket !== undefined && policy.trusts(socket);
}

/** The client's address for rate limits; undefined when not served over a socket (app.request in tests). */
export function clientAddress(c: Context, config: Env): string | undefined {
  return resolveClientAddress(proxyPolicy(config), socketAddress(c), forwardedFor(c));
}

/** Served over https: the request URL says so, or a trusted proxy's X-Forwarded-Proto does. */
export function requestIsHttps(c: Context, config: Env): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!fromTrustedProxy(c, config)) return false;
  const proto = c.req.header('x-forwarded-proto');
  return proto !== undefined && proto.split(',')[0]!.trim().toLowerCase() === 'https';
}
