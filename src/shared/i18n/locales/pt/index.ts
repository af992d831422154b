import type { Catalogue } from '../en';
import { gate } from './gate';
import { rsvp } from './rsvp';
import { site } from './site';
import { email } from './email';
import { unsubscribe } from './unsubscribe';
import { questions } from './questions';
import { seat } from './seat';
import { photos } from './photos';

export const pt: Catalogue = { ...site, ...gate, ...email, ...unsubscribe, ...rsvp, ...questions, ...seat, ...photos };
