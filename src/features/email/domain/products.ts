import { appText } from '../../../shared/i18n/app';
import { INVITATION_DESIGNS, SAVE_THE_DATE_DESIGNS, type CardDesign } from '../../../shared/wedding/designs';

/** The three things a couple e-mails (product.md: send-invite modes, GET /invite/current-{product}). */
export const CARD_PRODUCTS = ['invite', 'savethedate', 'reminder'] as const;
export type CardProductKey = (typeof CARD_PRODUCTS)[number];

export function isCardProduct(value: unknown): value is CardProductKey {
  return CARD_PRODUCTS.includes(value as CardProductKey);
}

export const PRODUCT_LABELS: Record<CardProductKey, { title: string; noun: string; page: string }> = {
  savethedate: { title: appText('email.product.savethedate'), noun: 'save-the-date', page: '/app/announce/savethedate' },
  invite: { title: appText('email.product.invite'), noun: 'invitation', page: '/app/announce/invitations' },
  reminder: { title: appText('email.product.reminder'), noun: 'reminder', page: '/app/announce/reminder' },
};

/** Save-the-dates pick from their own ten designs; invitations and reminders from the invitation ten. */
export function designsFor(product: CardProductKey): readonly CardDesign<string>[] {
  return product === 'savethedate' ? SAVE_THE_DATE_DESIGNS : INVITATION_DESIGNS;
}
