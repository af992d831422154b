import type { OutgoingEmail } from '../email/queue-email';
import { plusOneComing, type HouseholdMember, type RsvpQuestion } from './model';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface RsvpNotice {
  submissionId: string;
  owner: { id: string; email: string; name: string };
  weddingId: string;
  respondent: { guestId: string; name: string };
  /** The household after the answer was saved. */
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  questions: RsvpQuestion[];
  /** Where the couple reads every answer: {origin}/app/rsvp */
  managerUrl: string;
}

function memberLine(member: HouseholdMember): string {
  const plusOne =
    plusOneComing(member)
      ? ` (bringing ${member.plusOneName || 'a guest'})`
      : member.plusOneAllowed && member.plusOneStatus === 'Declined' && member.status === 'Accepted'
        ? ' (without a plus-one)'
        : '';
  return `${member.name}: ${member.status}${plusOne}`;
}

/** The e-mail telling the couple of one answer (kind 'rsvp-notice'; one per submission). */
export function rsvpNoticeEmail(notice: RsvpNotice): OutgoingEmail {
  const lines = notice.members.map(memberLine);
  // Answers kept from an earlier 'Accepted' are not news: only those of guests who attend.
  const attending = notice.members.filter((m) => m.status === 'Accepted');
  const answers: string[] = [];
  for (const question of notice.questions) {
    if (question.scope === 'household') {
      if (attending.length === 0) continue;
      const value = notice.householdAnswers[question.id];
      if (value) answers.push(`${question.label}: ${value}`);
      continue;
    }
    for (const member of attending) {
      const value = member.answers[question.id];
      if (value) answers.push(`${question.label} (${member.name}): ${value}`);
    }
  }
  const self = notice.members.find((m) => m.guestId === notice.respondent.guestId);
  const subject = `RSVP from ${notice.respondent.name}: ${self?.status ?? 'answered'}`;
  const heading = `${notice.respondent.name} has replied`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;background:#faf7f2;padding:24px;color:#2b2b2b">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<ul style="line-height:1.6;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${answers.length ? `<h2 style="font-size:16px;margin:20px 0 8px">Answers</h2><ul style="line-height:1.6;padding-left:20px">${answers.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>` : ''}
<p style="margin:28px 0"><a href="${escapeHtml(notice.managerUrl)}" style="background:#7c5cbf;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">See all RSVPs</a></p>
<p style="font-size:13px;color:#666">You get this e-mail for every answer. Switch it off in your RSVP settings.</p>
</div></body></html>`;
  const text = `${heading}\n\n${lines.join('\n')}\n${answers.length ? `\nAnswers\n${answers.join('\n')}\n` : ''}\nSee all RSVPs: ${notice.managerUrl}\n`;
  return {
    kind: 'rsvp-notice',
    idempotencyKey: `rsvp-notice:${notice.submissionId}`,
    to: notice.owner.email,
    subject,
    html,
    text,
    userId: notice.owner.id,
    weddingId: notice.weddingId,
    guestId: notice.respondent.guestId,
  };
}
