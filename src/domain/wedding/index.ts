export * from './sections';
export * from './themes';
export * from './palette';
export * from './fonts';
export * from './designs';
export * from './limits';
export * from './oklch';
export * from './wedding-date';
export {
  IMAGE_FILTERS,
  type ImageFilter,
  normalizeImageFilter,
  isImageAddress,
  isHttpUrl,
  isGoogleMapsEmbedLink,
  formBoolean,
} from './field-schemas';
export {
  scheduleTaskSchema,
  type ScheduleTask,
  weddingPartyMemberSchema,
  type WeddingPartyMember,
  parseImageList,
} from './list-fields';
export * from './record';
