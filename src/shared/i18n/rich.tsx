import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from './translate';

const OPEN = '\u0001';
const CLOSE = '\u0002';

/**
 * A message with elements in it ('Write to us at {email}.' with a link for `{email}`): the whole sentence stays one
 * message, so a translation can move the link. `richText(t, 'support.intro', { email: <a …>…</a> })`.
 */
export function richText<Key extends string>(
  t: (key: Key, values?: MessageValues) => string,
  key: Key,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
  const pieces = t(key, { ...values, ...markers }).split(new RegExp(`${OPEN}(\\w+)${CLOSE}`));
  // split with a capture group alternates text and part names: text, name, text, name, text…
  return pieces.map((piece, index) => <Fragment key={`${index}-${piece}`}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>);
}
