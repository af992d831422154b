/** Delivery truth (issue 16 item 6) as the couple reads it. Kept free of the database for islands. */
export type DeliveryStatus = 'queued' | 'failed' | 'sent' | 'delayed' | 'delivered' | 'opened' | 'bounced' | 'complained';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Sending',
  failed: 'Failed',
  sent: 'Sent',
  delayed: 'Delivery delayed',
  delivered: 'Delivered',
  opened: 'Opened',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

export type EmailProblem = 'bounced' | 'complained';

/** The guest list's label for an address the provider reported. */
export const EMAIL_PROBLEM_LABELS: Record<EmailProblem, string> = { bounced: 'Email bounced', complained: 'Marked as spam' };
