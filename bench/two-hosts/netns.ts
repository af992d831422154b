// Two "hosts" on one machine (issue 29 item 5): two network namespaces, each joined to the machine's own
// namespace (the database host) by a veth pair and nothing else, so a process inside one sees only its
// loopback and its link to the database host. Needs root and iproute2 (`ip netns`).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NetnsHost {
  /** The namespace's name, for `ip netns exec` (RunOptions.netns of tests/helpers/processes.ts). */
  netns: string;
  /** This host's own address on its link. */
  address: string;
  /** The database host's address on this host's link (PostgreSQL listens there). */
  databaseAddress: string;
}

export interface TwoHosts {
  hosts: [NetnsHost, NetnsHost];
  /** Removes both namespaces and links; safe to call twice. */
  remove(): Promise<void>;
}

const ip = (...args: string[]) => run('ip', args);

/** Can this process make network namespaces (root and `ip netns`)? The reason when not. */
export async function netnsUnavailable(): Promise<string | null> {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const probe = `vowly-probe-${crypto.randomBytes(3).toString('hex')}`;
  try {
    await ip('netns', 'add', probe);
  } catch (error) {
    return `ip netns add failed: ${(error as Error).message.split('\n')[0]}`;
  }
  await ip('netns', 'del', probe).catch(() => {});
  return null;
}

/** Two namespaces with a /30 veth link each to this namespace (10.129.x.0/30 and 10.129.x.4/30, x random). */
export async function createTwoHosts(): Promise<TwoHosts> {
  const id = crypto.randomBytes(2).toString('hex');
  const subnet = 1 + crypto.randomInt(250);
  const made: { netns: string; link: string }[] = [];
  const remove = async () => {
    for (const { netns, link } of made.splice(0)) {
      await ip('link', 'del', link).catch(() => {}); // both ends of the pair
      await ip('netns', 'del', netns).catch(() => {});
    }
  };
  try {
    const hosts = [] as NetnsHost[];
    for (const [index, name] of (['a', 'b'] as const).entries()) {
      const netns = `vowly-${id}-${name}`;
      const link = `vw${id}${name}`;
      const base = index * 4;
      const host: NetnsHost = { netns, address: `10.129.${subnet}.${base + 2}`, databaseAddress: `10.129.${subnet}.${base + 1}` };
      await ip('netns', 'add', netns);
      made.push({ netns, link });
      await ip('link', 'add', link, 'type', 'veth', 'peer', 'name', `${link}h`, 'netns', netns);
      await ip('addr', 'add', `${host.databaseAddress}/30`, 'dev', link);
      await ip('link', 'set', link, 'up');
      await ip('netns', 'exec', netns, 'ip', 'addr', 'add', `${host.address}/30`, 'dev', `${link}h`);
      await ip('netns', 'exec', netns, 'ip', 'link', 'set', `${link}h`, 'up');
      await ip('netns', 'exec', netns, 'ip', 'link', 'set', 'lo', 'up');
      hosts.push(host);
    }
    return { hosts: hosts as [NetnsHost, NetnsHost], remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
