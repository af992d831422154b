/** Delivery truth (issue 16 item 6) as the couple reads it. Kept free of the database for islands. */
export type DeliveryStatus = 'queued' | 'failed' | 'sent' | 'kept' | 'delayed' | 'delivered' | 'opened' | 'bounced' | 'complained';

/** What the local outbox did with an e-mail (issue 28 item 2): it never left, so never "Sent" or "Delivered". */
export const KEPT_LABEL = 'Kept on this server (no e-mail service set up)';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Sending',
  failed: 'Failed',
  sent: 'Sent',
  kept: KEPT_LABEL,
  delayed: 'Delivery delayed',
  delivered: 'Delivered',
  opened: 'Opened',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

export type EmailProblem = 'bounced' | 'complained';

/** The guest list's label for an address the provider reported. */
export const EMAIL_PROBLEM_LABELS: Record<EmailProblem, string> = { bounced: 'Email bounced', complained: 'Marked as spam' };
