// What a PATCH /weddings/{id} asks for and the wedding it would make (issue 29 item 7): reading the body,
// the Pro rules, the password gate, sections' toggles and order kept together, colours reset, images
// added and removed. Pure: no database.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { defaultWeddingContent, type WeddingContent } from '../../../shared/wedding/record';
import type { Wedding } from './wedding';
import { isEmptyPatch, parseWeddingPatch, planWeddingUpdate, proOnlyViolation, type WeddingPatch } from './wedding-patch';

function wedding(content: Partial<WeddingContent> = {}): Wedding {
  return {
    id: 'w1',
    ownerId: 'u1',
    weddingUrl: 'ann-and-bo',
    weddingTheme: 'classic',
    weddingDate: null,
    timeZone: 'Europe/Paris',
    published: true,
    version: 3,
    pageGeneration: 1,
    updatedAt: new Date(0),
    languages: ['en'],
    content: { ...defaultWeddingContent(), ...content },
  };
}

function refusal(fn: () => unknown): UserError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error('expected a refusal');
}

const plan = (current: Wedding, body: Record<string, unknown>, pro = false) => planWeddingUpdate(current, parseWeddingPatch(body), { pro });

describe('parseWeddingPatch', () => {
  it('reads form text: the version, booleans, the time zone', () => {
    const patch = parseWeddingPatch({ version: '4', published: 'false', timeZone: ' America/New_York ', ourStoryHeading: 'Us' });
    expect([patch.version, patch.published, patch.timeZone, patch.content.ourStoryHeading, patch.resetColors, patch.image]).toEqual([
      4,
      false,
      'America/New_York',
      'Us',
      false,
      null,
    ]);
    expect(parseWeddingPatch({ version: '' }).version).toBeUndefined();
  });

  it('refuses a bad version, zone or theme with input.invalid and the reason', () => {
    for (const [body, message] of [
      [{ version: '1.5' }, 'Version must be a whole number'],
      [{ version: '0' }, 'Version must be a whole number'],
      [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
      [{ timeZone: '' }, 'Unknown time zone'],
      [{ weddingTheme: 'neon' }, 'Unknown theme'],
    ] as const) {
      const error = refusal(() => parseWeddingPatch(body));
      expect([error.code, error.message]).toEqual(['input.invalid', message]);
    }
  });

  it('tells an empty patch (only a version) from one that changes something', () => {
    expect(isEmptyPatch(parseWeddingPatch({ version: '2' }))).toBe(true);
    expect(isEmptyPatch(parseWeddingPatch({ published: 'true' }))).toBe(false);
    expect(isEmptyPatch(parseWeddingPatch({ resetColors: 'on' }))).toBe(false);
    expect(isEmptyPatch(parseWeddingPatch({ asset: 'https://img.example/a.jpg', mainImg: 'true' }))).toBe(false);
  });
});

describe('the Pro rules', () => {
  it('refuse a free couple the password, the footer switched off and the map, with the upgrade texts', () => {
    expect(refusal(() => plan(wedding(), { websitePassword: 'secret' }))).toMatchObject({ code: 'plan.pro-required', message: 'Upgrade to unlock' });
    expect(refusal(() => plan(wedding(), { enableFooter: 'false' })).message).toBe('Upgrade to unlock');
    expect(refusal(() => plan(wedding(), { customFiveHeading: 'Find us' })).message).toBe('Upgrade to Pro to add the Google Map section.');
    expect(refusal(() => plan(wedding(), { customFiveSection: 'true' })).message).toBe('Upgrade to Pro to add the Google Map section.');
  });

  it('let a free couple switch Pro features off, re-send unchanged values, and a Pro couple do anything', () => {
    const was = wedding({ enablePassword: true, websitePassword: 'x', enableFooter: false });
    expect(plan(was, { enablePassword: 'false', enableFooter: 'true' }).content).toMatchObject({ enablePassword: false, enableFooter: true });
    expect(plan(wedding(), { enableFooter: 'true', enablePassword: 'false' }).message).toBe('Wedding updated');
    expect(plan(wedding(), { websitePassword: 'secret', customFiveSection: 'true' }, true).content.websitePassword).toBe('secret');
  });

  it('proOnlyViolation sees a Pro section brought onto the page by the order alone', () => {
    const before = wedding().content;
    const order = before.pageOrder.map((entry) => (entry.title === 'customFive' ? { ...entry, sidebarActive: true, render: true } : entry));
    expect(proOnlyViolation(before, { ...before, pageOrder: order })).toBe('Upgrade to Pro to add the Google Map section.');
    expect(proOnlyViolation(before, before)).toBeNull();
  });
});

describe('planWeddingUpdate', () => {
  it('refuses turning the password gate on without a password', () => {
    const error = refusal(() => plan(wedding(), { enablePassword: 'true' }, true));
    expect([error.code, error.message]).toEqual(['wedding.password-needed', 'Set a website password before turning password protection on']);
    expect(plan(wedding(), { enablePassword: 'true', websitePassword: 'pw' }, true).content.enablePassword).toBe(true);
  });

  it('keeps toggles and the section order together: a section switched on joins the active ones', () => {
    const current = wedding();
    const story = current.content.pageOrder.find((e) => e.title === 'ourStory')!;
    const off = plan(current, { ourStorySection: 'false' }).content;
    expect(off.pageOrder.find((e) => e.title === 'ourStory')).toMatchObject({ render: false, sidebarActive: story.sidebarActive });
    const inactive = current.content.pageOrder.find((e) => !e.sidebarActive && !['customFive'].includes(e.title))!;
    const field = `${inactive.title}Section`;
    const on = plan(current, { [field]: 'true' }).content.pageOrder;
    const index = on.findIndex((e) => e.title === inactive.title);
    expect(on[index]).toMatchObject({ sidebarActive: true, render: true });
    expect(on.slice(0, index).every((e) => e.sidebarActive)).toBe(true);
  });

  it('resets the colours to the theme’s when asked', () => {
    const changed = plan(wedding({ paragraphColor: 'oklch(50% 0.2 20)' }), { resetColors: 'true' }).content.paragraphColor;
    expect(changed).toBe(wedding().content.paragraphColor);
  });

  it('lists the images a save brings in and the ones it drops, and words an image operation', () => {
    const current = wedding({ mainImg: 'https://img.example/old.jpg' });
    const planned = plan(current, { asset: 'https://img.example/new.jpg', mainImg: 'true' });
    expect([planned.addedImages, planned.removedImages, planned.message]).toEqual([
      ['https://img.example/new.jpg'],
      ['https://img.example/old.jpg'],
      'Image updated',
    ]);
    const removed = plan(current, { type: 'deleteImage', deleteImage: 'https://img.example/old.jpg', mainImg: 'true' });
    expect([removed.content.mainImg, removed.removedImages, removed.message]).toEqual(['', ['https://img.example/old.jpg'], 'Image removed']);
  });

  it('writes only what the patch names, besides the content', () => {
    const patch: WeddingPatch = { content: {}, resetColors: false, image: null, published: false };
    const { write } = planWeddingUpdate(wedding(), patch, { pro: false });
    expect([write.published, write.weddingTheme, write.timeZone, write.weddingDate]).toEqual([false, undefined, undefined, undefined]);
  });
});
