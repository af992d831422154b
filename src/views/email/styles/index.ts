import { INVITATION_DESIGN_KEYS, isInvitationDesignKey, isSaveTheDateDesignKey, SAVE_THE_DATE_DESIGN_KEYS } from '../../../domain/wedding/designs';
import type { CardProduct } from '../card-model';
import type { CardStyle } from './card-style';
import { INVITATION_STYLES } from './invitation-styles';
import { SAVE_THE_DATE_STYLES } from './save-the-date-styles';

/** Save-the-dates use their own catalogue; invitations and reminders the invitation catalogue. */
export function cardStyleFor(product: CardProduct, design: string): CardStyle {
  if (product === 'savethedate') return SAVE_THE_DATE_STYLES[isSaveTheDateDesignKey(design) ? design : SAVE_THE_DATE_DESIGN_KEYS[0]];
  return INVITATION_STYLES[isInvitationDesignKey(design) ? design : INVITATION_DESIGN_KEYS[0]];
}

export type { CardStyle } from './card-style';
