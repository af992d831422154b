import { describe, expect, it } from 'vitest';
import { defaultPageOrder } from '../../../src/shared/wedding/sections';
import { activeKeys, applySectionSelection, moveSection, setSectionEnabled, toggleFieldsFor } from './page-order';

describe('builder page order', () => {
  it('starts with ids 1, 2, 3, 5, 6 active', () => {
    expect(activeKeys(defaultPageOrder())).toEqual(['mainPhoto', 'ourStory', 'images', 'schedule', 'content']);
  });

  it('moves an active section among the active ones only', () => {
    const moved = moveSection(defaultPageOrder(), 'content', 'mainPhoto');
    expect(activeKeys(moved)).toEqual(['content', 'mainPhoto', 'ourStory', 'images', 'schedule']);
    expect(activeKeys(moveSection(defaultPageOrder(), 'customFive', 'mainPhoto'))).toEqual(activeKeys(defaultPageOrder()));
  });

  it('adds newly selected sections at the end, rendered, and stores unselected ones as not rendered', () => {
    const next = applySectionSelection(defaultPageOrder(), new Set(['ourStory', 'images', 'customSeven'] as const));
    expect(activeKeys(next)).toEqual(['ourStory', 'images', 'customSeven']);
    expect(next.find((e) => e.title === 'customSeven')).toMatchObject({ render: true, sidebarActive: true });
    expect(next.find((e) => e.title === 'schedule')).toMatchObject({ render: false, sidebarActive: false });
    expect(next).toHaveLength(20);
  });

  it('appends sections missing from a stored order as inactive', () => {
    const stored = defaultPageOrder().slice(0, 3);
    const next = applySectionSelection(stored, new Set(['mainPhoto'] as const));
    expect(next).toHaveLength(20);
    expect(next.filter((e) => e.sidebarActive).map((e) => e.title)).toEqual(['mainPhoto']);
  });

  it('flips render and the toggle field together', () => {
    const off = setSectionEnabled(defaultPageOrder(), 'images', false);
    expect(off.imagesSection).toBe(false);
    expect(off.pageOrder.find((e) => e.title === 'images')).toMatchObject({ render: false, sidebarActive: true });
    const on = setSectionEnabled(off.pageOrder, 'customSeven', true);
    expect(on.pageOrder.find((e) => e.title === 'customSeven')).toMatchObject({ render: true, sidebarActive: true });
    expect(toggleFieldsFor(on.pageOrder).customSevenSection).toBe(true);
  });
});
