// The email feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { CardBody } from './views/CardBody';
export { renderEmail } from './views/render';
// The worker wires the mail transport in; it is here, not in index.ts, so no domain graph loads the providers' SDKs.
export { transportFor } from './domain/transport';
export { cardFontFaces, cardStyleFor, ORNAMENT_COLORS } from './views/styles';
export { CARD_ORNAMENT_SIZE, parseCardOrnamentFile } from './views/styles/card-ornaments';
export { cardArtPng, isCardArtName } from './views/styles/card-art';
export { NAMES_IMAGE_SUBSETS, namesImageLayout, parseNamesImageFile } from './views/names-image';
export type { NamesImageLayout } from './views/names-image';
export type { CardOrnamentKind } from './views/styles/card-ornaments';
