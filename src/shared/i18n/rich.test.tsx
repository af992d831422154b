import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich';
import { createTranslator } from './translate';

describe('richText', () => {
  const t = createTranslator<'intro' | 'two'>('en', { intro: 'Write to us at {email}. We reply in {days} days.', two: '{b} before {a}' });

  it('puts elements where the message places them, escaping the rest', () => {
    const html = renderToStaticMarkup(<p>{richText(t, 'intro', { email: <a href="mailto:x@y.z">x@y.z</a> }, { days: 2 })}</p>);
    expect(html).toBe('<p>Write to us at <a href="mailto:x@y.z">x@y.z</a>. We reply in 2 days.</p>');
  });

  it('follows the order of the message, not of the parts', () => {
    expect(renderToStaticMarkup(<p>{richText(t, 'two', { a: <i>A</i>, b: <b>&lt;B&gt;</b> })}</p>)).toBe('<p><b>&lt;B&gt;</b> before <i>A</i></p>');
  });
});
