import type { OutgoingEmail } from '../email/queue-email';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(heading: string, paragraphs: string[], link: { href: string; label: string }) {
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;background:#faf7f2;padding:24px;color:#2b2b2b">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(link.href)}" style="background:#7c5cbf;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#666">Or paste this link into your browser: ${escapeHtml(link.href)}</p>
</div></body></html>`;
  const text = `${heading}\n\n${paragraphs.join('\n\n')}\n\n${link.label}: ${link.href}\n`;
  return { html, text };
}

export function verificationEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): OutgoingEmail {
  const body = layout(
    'Confirm your email',
    [`Hi ${user.name},`, 'Welcome to Vowly! Please confirm your email address to finish creating your account. The link works for 48 hours.'],
    { href: link, label: 'Confirm my email' },
  );
  return { kind: 'verify-email', idempotencyKey: `verify-email:${tokenId}`, to: user.email, subject: 'Confirm your Vowly account', userId: user.id, ...body };
}

export function passwordResetEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): OutgoingEmail {
  const body = layout(
    'Reset your password',
    [`Hi ${user.name},`, 'Someone (hopefully you) asked to reset the password of your Vowly account. The link works for one hour. If it was not you, ignore this email: your password stays the same.'],
    { href: link, label: 'Choose a new password' },
  );
  return { kind: 'reset-password', idempotencyKey: `reset-password:${tokenId}`, to: user.email, subject: 'Reset your Vowly password', userId: user.id, ...body };
}
