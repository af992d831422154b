import { appText } from '../i18n/app';

/** Delivery truth (issue 16 item 6) as the couple reads it. Kept free of the database for islands. */
export type DeliveryStatus = 'queued' | 'failed' | 'sent' | 'kept' | 'delayed' | 'delivered' | 'opened' | 'bounced' | 'complained';

/** What the local outbox did with an e-mail (issue 28 item 2): it never left, so never "Sent" or "Delivered". */
export const KEPT_LABEL = appText('email.delivery.kept');

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: appText('email.delivery.queued'),
  failed: appText('email.delivery.failed'),
  sent: appText('email.delivery.sent'),
  kept: KEPT_LABEL,
  delayed: appText('email.delivery.delayed'),
  delivered: appText('email.delivery.delivered'),
  opened: appText('email.delivery.opened'),
  bounced: appText('email.delivery.bounced'),
  complained: appText('email.delivery.complained'),
};

export type EmailProblem = 'bounced' | 'complained';

/** The guest list's label for an address the provider reported. */
export const EMAIL_PROBLEM_LABELS: Record<EmailProblem, string> = {
  bounced: appText('email.problem.bounced'),
  complained: appText('email.problem.complained'),
};
