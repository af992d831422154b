import { describe, expect, it } from 'vitest';
import { serializeProps } from './markup';

describe('serializeProps', () => {
  it('cannot close the script element or open a comment', () => {
    const json = serializeProps({ name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b' });
  });
});
