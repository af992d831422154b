import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';

describe('public information pages', () => {
  it.each([
    ['/about', 'About Vowly'],
    ['/faq', 'Getting Started'],
    ['/policy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/create', 'Create your wedding website'],
  ])('%s renders its content', async (path, heading) => {
    const { app } = createTestApp();
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<h1>${heading}</h1>`);
  });
});
