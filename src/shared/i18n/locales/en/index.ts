import { gate } from './gate';
import { rsvp } from './rsvp';
import { site } from './site';
import { email } from './email';
import { unsubscribe } from './unsubscribe';
import { questions } from './questions';
import { seat } from './seat';
import { photos } from './photos';

/** English, the source catalogue: every other language translates exactly these keys (areas: site.*, gate.*, …). */
export const en = { ...site, ...gate, ...email, ...unsubscribe, ...rsvp, ...questions, ...seat, ...photos };

export type MessageKey = keyof typeof en;
/** A whole catalogue: every key of English, in one language. */
export type Catalogue = Record<MessageKey, string>;
/** One area's translation: the English area's keys, each a message. */
export type Area<T> = { [K in keyof T]: string };
