import type { Catalogue } from '../en';
import { gate } from './gate';
import { site } from './site';

export const fr: Catalogue = { ...site, ...gate };
