/**
 * The site editor's texts (site-editor.md §5, §8, §9), from the app's catalogue (builder area). Apart from limits.ts,
 * which a guest island imports: the guests' bundle must not carry the app's catalogue.
 */
import { appText } from '../i18n/app';
import { GALLERY_LIMIT_MESSAGE } from '../images/messages';
import { PARTY_MAX_MEMBERS, SCHEDULE_MAX_ITEMS } from './limits';

export const EDITOR_MESSAGES = {
  galleryLimit: GALLERY_LIMIT_MESSAGE,
  partyLimit: appText('builder.editor.partyLimit', { max: PARTY_MAX_MEMBERS }),
  scheduleLimit: appText('builder.editor.scheduleLimit', { max: SCHEDULE_MAX_ITEMS }),
  invalidMapsLink: appText('builder.editor.invalidMapsLink'),
  invalidMapsEmbedLink: appText('builder.editor.invalidMapsEmbedLink'),
  mustBeValidUrl: appText('builder.field.validUrl'),
  invalidImage: appText('builder.editor.invalidImage'),
  invalidColor: appText('builder.editor.invalidColor'),
  unableToUpload: appText('builder.editor.unableToUpload'),
  unableToDelete: appText('builder.editor.unableToDelete'),
  unableToUpdateLayout: appText('builder.editor.unableToUpdateLayout'),
  weddingUpdated: appText('builder.editor.weddingUpdated'),
  imageUpdated: appText('builder.editor.imageUpdated'),
  imageRemoved: appText('builder.editor.imageRemoved'),
  noMainImage: appText('builder.editor.noMainImage'),
  noBackgroundImage: appText('builder.editor.noBackgroundImage'),
  noScheduleItems: appText('builder.editor.noScheduleItems'),
  noPartyMembers: appText('builder.editor.noPartyMembers'),
  photoComingSoon: appText('builder.editor.photoComingSoon'),
  unlockWithPro: appText('builder.editor.unlockWithPro'),
  upgradeToUnlock: appText('builder.editor.upgradeToUnlock'),
  mapNeedsPro: appText('builder.editor.mapNeedsPro'),
} as const;

export function tooLongMessage(max: number): string {
  return appText('builder.editor.tooLong', { max });
}

/** A new schedule heading's title (site-editor.md §4). */
export const NEW_SCHEDULE_HEADING_TITLE = appText('builder.schedule.newHeading');
export const SCHEDULE_TIME_EXAMPLE = appText('builder.schedule.timeExample');
