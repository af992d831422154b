// The HMAC on a card's names picture address (views/names-image.ts): the server draws only names it
// put on a card itself, so a stranger cannot make it draw (and store) pictures of any text.
import { safeEqual, signValue } from '../../../core/secrets';
import type { CardProduct } from './card-model';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export function namesSignature(config: SecretConfig, product: CardProduct, design: string, names: string): string {
  return signValue(config, 'card-names', `${product}\n${design}\n${names.trim()}`).slice(0, 32);
}

export function namesSignatureMatches(config: SecretConfig, parts: { product: CardProduct; design: string; names: string; signature: string }): boolean {
  return safeEqual(parts.signature, namesSignature(config, parts.product, parts.design, parts.names));
}
