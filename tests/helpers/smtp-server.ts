import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { freePort } from './processes';
import { tempDir } from './tmp';

/** A message the server accepted (answered 250 to its final dot, or would have: see 'hold'). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Top-level headers, names in lower case, folded lines joined. */
  headers: Map<string, string>;
  secure: boolean;
  user?: string;
}

/**
 * What the server does with the next message, in order (then it accepts):
 * - reply: answers the final dot with this code and text (451 …, 550 …), keeping nothing;
 * - drop: cuts the connection as soon as the first bytes of the message arrive;
 * - hold 'after-data': keeps the message (it is accepted) and never answers, as if the client died waiting;
 * - hold 'before-data': never answers RCPT TO (the message never comes);
 * - rcpt: answers RCPT TO with this code and text.
 */
export type NextMessage = { reply: number; text: string } | { drop: true } | { hold: 'after-data' | 'before-data' } | { rcpt: number; text: string };

function topHeaders(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost (openssl), for the TLS tests. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = tempDir('smtp-tls');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, in the test process. Plain
 * with STARTTLS offered when given a certificate, or implicit TLS with `secure`; with `auth` it
 * asks for that user and password. `url` is what SMTP_URL would say. `host` is where it listens
 * (127.0.0.1; '0.0.0.0' for processes in other network namespaces, bench/two-hosts).
 */
export async function startTestSmtpServer(
  options: { secure?: boolean; tls?: { key: string; cert: string }; auth?: { user: string; pass: string }; host?: string } = {},
) {
  const received: ReceivedMail[] = [];
  const plan: NextMessage[] = [];
  /** Every message the client began to send (accepted or not). */
  let dataCommands = 0;
  /** Commands the server is keeping unanswered ('hold'). */
  let held = 0;
  const server: SMTPServer = new SMTPServer({
    logger: false,
    secure: options.secure ?? false,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: [...(options.tls ? [] : ['STARTTLS']), ...(options.auth ? [] : ['AUTH'])],
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const next = plan[0];
      if (next && 'rcpt' in next) {
        plan.shift();
        return callback(Object.assign(new Error(next.text), { responseCode: next.rcpt }));
      }
      if (next && 'hold' in next && next.hold === 'before-data') {
        plan.shift();
        held++;
        return;
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      dataCommands++;
      const next = plan.shift();
      if (next && 'drop' in next) {
        stream.once('data', () => {
          const connection = [...server.connections].find((c) => c.id === session.id);
          (connection as unknown as { _socket: { destroy(): void } } | undefined)?._socket.destroy();
        });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (next && 'reply' in next) return callback(Object.assign(new Error(next.text), { responseCode: next.reply }));
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: topHeaders(raw),
          secure: session.secure,
          ...(session.user ? { user: String(session.user) } : {}),
        });
        if (next && 'hold' in next) {
          held++;
          return; // accepted ('after-data'), but the answer never leaves
        }
        callback(null, 'OK: queued');
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, options.host ?? '127.0.0.1', resolve));
  const auth = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';
  return {
    url: `${options.secure ? 'smtps' : 'smtp'}://${auth}127.0.0.1:${port}`,
    port,
    received,
    /** How many messages the client began to send (DATA commands), accepted or not. */
    dataCommands: () => dataCommands,
    /** How many commands the server has kept unanswered so far ('hold'). */
    held: () => held,
    next: (...actions: NextMessage[]) => plan.push(...actions),
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of server.connections) (connection as unknown as { _socket: { destroy(): void } })._socket.destroy();
        server.close(() => resolve());
      }),
  };
}
