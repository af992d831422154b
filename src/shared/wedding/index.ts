export * from './sections';
export * from './themes';
export * from './palette';
export * from './fonts';
export * from './designs';
export * from './limits';
export * from './editor-messages';
export * from './oklch';
export * from './wedding-date';
export {
  type ImageFilter,
  normalizeImageFilter,
  isHttpUrl,
  isGoogleMapsEmbedLink,
} from './field-schemas';
export type { WeddingPartyMember } from './list-fields';
export * from './record';
export * from './languages';
export * from './translations';
