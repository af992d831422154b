/** Resend webhook receipts are kept well past Svix's tolerance, then purged (a replay that old is refused by its timestamp). */
export const WEBHOOK_RECEIPT_TTL_MS = 24 * 60 * 60 * 1000;
