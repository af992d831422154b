import { describe, expect, it } from 'vitest';
import { changedProOnlySections, defaultPageOrder, normalizePageOrder, SECTION_KEYS, SECTIONS, sectionByKey } from './sections';

describe('sections', () => {
  it("lists the 20 sections in spec order with ids 1..20 and their names in the couple's words", () => {
    expect(SECTIONS.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(SECTIONS.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    expect(SECTIONS.map((s) => s.displayName)).toEqual([
      'Main photo',
      'Our story',
      'Photo gallery',
      'Wedding party',
      'Schedule of the day',
      'Text section',
      'Date & place card',
      'Travel & Stay',
      'Second photo gallery',
      'Side heading (left)',
      'Side heading (right)',
      'Map',
      'Text over a photo',
      'Countdown',
      'Link card (e.g. registry)',
      'Second link card',
      'Extra section',
      'RSVP card',
      'Three info tiles',
      'Guest photos',
    ]);
  });

  it('names each toggle field and anchor, and gates only the map', () => {
    expect(sectionByKey('customFive')).toMatchObject({ displayName: 'Map', toggleField: 'customFiveSection', proOnly: true });
    expect(sectionByKey('images')).toMatchObject({ toggleField: 'imagesSection', anchor: 'gallery' });
    expect(sectionByKey('customTwo').anchor).toBe('gallery-two');
    expect(sectionByKey('ourStory').anchor).toBe('our-story');
    expect(sectionByKey('fancyCard').anchor).toBe('celebration');
    expect(sectionByKey('customOne').anchor).toBe('travel');
    expect(sectionByKey('rsvpMini').anchor).toBe('rsvp');
    // Only the sections without a heading have no anchor; every anchor is its own.
    expect(SECTIONS.filter((s) => !s.anchor).map((s) => s.key)).toEqual(['mainPhoto', 'infoTiles']);
    expect(new Set(SECTIONS.map((s) => s.anchor)).size).toBe(19);
    expect(SECTIONS.filter((s) => s.proOnly).map((s) => s.key)).toEqual(['customFive']);
    for (const s of SECTIONS) expect(s.toggleField).toBe(`${s.key}Section`);
  });
});

describe('defaultPageOrder', () => {
  it('activates ids 1, 2, 3, 5, 6 and renders ids 2, 3, 5, 6', () => {
    const order = defaultPageOrder();
    expect(order).toHaveLength(20);
    expect(order.filter((e) => e.sidebarActive).map((e) => e.id)).toEqual([1, 2, 3, 5, 6]);
    expect(order.filter((e) => e.render).map((e) => e.id)).toEqual([2, 3, 5, 6]);
    expect(order[0]).toEqual({ id: 1, title: 'mainPhoto', sidebarActive: true, render: false });
  });
});

describe('normalizePageOrder', () => {
  it('keeps stored order, drops unknown and duplicate entries, appends missing sections inactive', () => {
    const order = normalizePageOrder([
      { id: 5, title: 'schedule', sidebarActive: true, render: true },
      { id: 99, title: 'nonsense', sidebarActive: true, render: true },
      { id: 2, title: 'ourStory', sidebarActive: true, render: false },
      { id: 5, title: 'schedule', sidebarActive: false, render: false },
      'junk',
      null,
    ]);
    expect(order).toHaveLength(20);
    expect(order.slice(0, 2)).toEqual([
      { id: 5, title: 'schedule', sidebarActive: true, render: true },
      { id: 2, title: 'ourStory', sidebarActive: true, render: false },
    ]);
    expect(order.slice(2).map((e) => e.title)).toEqual(SECTION_KEYS.filter((k) => k !== 'schedule' && k !== 'ourStory'));
    expect(order.slice(2).every((e) => !e.sidebarActive && !e.render)).toBe(true);
  });

  it('re-derives ids from the key and never renders an inactive section', () => {
    const [first] = normalizePageOrder([{ id: 1, title: 'customFive', sidebarActive: false, render: true }]);
    expect(first).toEqual({ id: 12, title: 'customFive', sidebarActive: false, render: false });
  });

  it('gives a complete inactive order for anything that is not a list', () => {
    expect(normalizePageOrder('oops').every((e) => !e.sidebarActive)).toBe(true);
    expect(normalizePageOrder(undefined)).toHaveLength(20);
  });
});

describe('changedProOnlySections', () => {
  it('reports the map when its active state changed', () => {
    const before = defaultPageOrder();
    const after = before.map((e) => (e.title === 'customFive' ? { ...e, sidebarActive: true, render: true } : e));
    expect(changedProOnlySections(before, after)).toEqual(['customFive']);
    expect(changedProOnlySections(before, before)).toEqual([]);
  });
});
