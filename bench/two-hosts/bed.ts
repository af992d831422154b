// The two-hosts bed (issue 29 item 5): two network namespaces (bench/two-hosts/netns.ts) and a PostgreSQL
// server in the machine's own namespace listening on each link's database address, so processes started
// in a namespace (`run` below, or RunOptions.netns) reach it only over their veth link. Used by
// `npm run bench:two-hosts` and tests/ops/two-hosts.test.ts.
import pg from 'pg';
import { debianPostgresBin, startDebianPostgres } from '../../tests/helpers/debian-postgres';
import { createTwoHosts, type NetnsHost, netnsUnavailable } from './netns';

export interface TwoHostsBed {
  hosts: [NetnsHost, NetnsHost];
  /** The database `name` as seen from `host` (over its veth link). */
  urlFrom(host: NetnsHost, name: string): string;
  /** The database `name` from this namespace (loopback): setup and checks. */
  localUrl(name: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Why the bed cannot be made here (no root, no `ip netns`, no PostgreSQL server installed), or null. */
export async function twoHostsUnavailable(): Promise<string | null> {
  if (!debianPostgresBin()) return 'no PostgreSQL server installed (/usr/lib/postgresql/<major>/bin)';
  return netnsUnavailable();
}

export async function startTwoHostsBed(): Promise<TwoHostsBed> {
  const bin = debianPostgresBin();
  if (!bin) throw new Error('no PostgreSQL server installed (/usr/lib/postgresql/<major>/bin)');
  const net = await createTwoHosts();
  try {
    const server = await startDebianPostgres(bin, { listen: net.hosts.map((host) => host.databaseAddress) });
    const at = (address: string, name: string) => `postgresql://postgres@${address}:${server.port}/${name}`;
    return {
      hosts: net.hosts,
      urlFrom: (host, name) => at(host.databaseAddress, name),
      localUrl: (name) => at('127.0.0.1', name),
      async createDatabase(name) {
        const admin = new pg.Client({ connectionString: at('127.0.0.1', 'postgres') });
        await admin.connect();
        try {
          await admin.query(`create database ${name}`);
        } finally {
          await admin.end();
        }
      },
      async stop() {
        await server.stop();
        await net.remove();
      },
    };
  } catch (error) {
    await net.remove();
    throw error;
  }
}
