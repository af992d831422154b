// SMTP_URL as settings (read by src/core/config/env.ts at start-up, so kept free of nodemailer).

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps:// — TLS from the first byte (usually port 465). smtp:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  /** smtp://…?requireTLS=true: refuse to send when the server does not offer STARTTLS. */
  requireTLS: boolean;
  user?: string;
  pass?: string;
}

export const SMTP_URL_HINT =
  'SMTP_URL must look like smtp://user:password@host:587 (STARTTLS when offered; add ?requireTLS=true to insist) or smtps://user:password@host:465 (TLS)';

/** Reads SMTP_URL; null when it is not an smtp:// or smtps:// address with a host. */
export function parseSmtpUrl(value: string): SmtpSettings | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) return null;
  const secure = url.protocol === 'smtps:';
  const requireTLS = url.searchParams.get('requireTLS');
  if (requireTLS !== null && requireTLS !== 'true' && requireTLS !== 'false') return null;
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: requireTLS === 'true',
    ...(url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : {}),
  };
}
