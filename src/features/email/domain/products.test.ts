// The three cards a couple e-mails (issue 29 item 7): which they are, and which designs each picks from.
import { describe, expect, it } from 'vitest';
import { INVITATION_DESIGNS, SAVE_THE_DATE_DESIGNS } from '../../../shared/wedding/designs';
import { CARD_PRODUCTS, designsFor, isCardProduct, PRODUCT_LABELS } from './products';

describe('card products', () => {
  it('are the invitation, the save-the-date and the reminder', () => {
    expect(CARD_PRODUCTS).toEqual(['invite', 'savethedate', 'reminder']);
    expect(['invite', 'savethedate', 'reminder', 'test', 'Invite', undefined].map(isCardProduct)).toEqual([true, true, true, false, false, false]);
    expect(PRODUCT_LABELS.savethedate.page).toBe('/app/announce/savethedate');
  });

  it('picks save-the-dates from their own designs, invitations and reminders from the invitations’', () => {
    expect(designsFor('savethedate')).toBe(SAVE_THE_DATE_DESIGNS);
    expect(designsFor('invite')).toBe(INVITATION_DESIGNS);
    expect(designsFor('reminder')).toBe(INVITATION_DESIGNS);
  });
});
