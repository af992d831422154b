import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { ScheduleTask, WeddingPartyMember } from '../../../src/shared/wedding/list-fields';
import { defaultPageOrder, normalizePageOrder } from '../../../src/shared/wedding/sections';
import { apiAtom, draftAtom, loadWeddingAtom, noticeAtom, saveAtom } from './draft';
import type { WeddingEdits } from './api';
import { fakeServer } from './fake-server';
import { addPartyMemberAtom, addScheduleItemAtom, moveSectionAtom, selectSectionsAtom, setSectionEnabledAtom } from './lists';
import { activeKeys } from './page-order';

function setup(fields: WeddingEdits = {}) {
  const server = fakeServer({ _id: 'w1', version: 1, tasks: [], weddingParty: [], pageOrder: defaultPageOrder(), ...fields });
  const store = createStore();
  store.set(apiAtom, server.api);
  store.set(loadWeddingAtom, { ...server.stored });
  return { store, server };
}

const tasks = (store: ReturnType<typeof createStore>) => store.get(draftAtom)!.tasks as ScheduleTask[];
const party = (store: ReturnType<typeof createStore>) => store.get(draftAtom)!.weddingParty as WeddingPartyMember[];
const order = (store: ReturnType<typeof createStore>) => normalizePageOrder(store.get(draftAtom)!.pageOrder);

describe('schedule', () => {
  it("adds items and headings ('Day 1') up to 20 in all; the 21st is refused", () => {
    const { store } = setup();
    expect(store.set(addScheduleItemAtom, 'heading')).toBe(true);
    // With its id from the start: its translations are keyed by it (issue 27).
    expect(tasks(store)[0]).toEqual({ id: expect.stringMatching(/^t[a-z0-9]{8}$/), time: '', title: 'Day 1', text: '', isHeading: true });
    for (let i = 1; i < 20; i++) expect(store.set(addScheduleItemAtom, i % 5 === 0 ? 'heading' : 'item')).toBe(true);
    expect(tasks(store)).toHaveLength(20);
    expect(store.set(addScheduleItemAtom, 'item')).toBe(false);
    expect(store.set(addScheduleItemAtom, 'heading')).toBe(false);
    expect(tasks(store)).toHaveLength(20);
  });
});

describe('wedding party', () => {
  it("adds members with 8-character ids up to 12; the 13th is refused with 'Wedding party limited to 12 members'", () => {
    const { store } = setup();
    for (let i = 0; i < 12; i++) expect(store.set(addPartyMemberAtom)).toBe(true);
    expect(party(store)).toHaveLength(12);
    expect(new Set(party(store).map((m) => m.id)).size).toBe(12);
    expect(party(store).every((m) => /^[a-z0-9]{8}$/.test(m.id))).toBe(true);
    expect(store.get(noticeAtom)).toBeNull();
    expect(store.set(addPartyMemberAtom)).toBe(false);
    expect(party(store)).toHaveLength(12);
    expect(store.get(noticeAtom)).toEqual({ kind: 'info', text: 'Wedding party limited to 12 members' });
  });
});

describe('section order', () => {
  it('reorders active sections and saves the order with the version', async () => {
    const { store, server } = setup();
    store.set(moveSectionAtom, { from: 'content', to: 'ourStory' });
    expect(activeKeys(order(store))).toEqual(['mainPhoto', 'content', 'ourStory', 'images', 'schedule']);
    await store.set(saveAtom, { fields: ['pageOrder'] });
    expect(activeKeys(normalizePageOrder(server.stored.pageOrder))).toEqual(['mainPhoto', 'content', 'ourStory', 'images', 'schedule']);
  });

  it('Manage Sections: a chosen section comes last, active and rendered; the others become inactive and not rendered', () => {
    const { store } = setup();
    store.set(selectSectionsAtom, new Set(['ourStory', 'images', 'customSeven'] as const));
    expect(activeKeys(order(store))).toEqual(['ourStory', 'images', 'customSeven']);
    expect(order(store).find((e) => e.title === 'customSeven')).toMatchObject({ sidebarActive: true, render: true });
    expect(order(store).find((e) => e.title === 'schedule')).toMatchObject({ sidebarActive: false, render: false });
    expect(store.get(draftAtom)).toMatchObject({ customSevenSection: true, scheduleSection: false });
  });

  it('appends sections missing from the stored order as inactive', () => {
    const { store } = setup({ pageOrder: [{ id: 7, title: 'fancyCard', sidebarActive: true, render: true }] });
    const full = order(store);
    expect(full).toHaveLength(20);
    expect(activeKeys(full)).toEqual(['fancyCard']);
    expect(full.slice(1).every((e) => !e.sidebarActive && !e.render)).toBe(true);
    const next = store.set(selectSectionsAtom, new Set(['fancyCard', 'rsvpMini'] as const));
    expect(activeKeys(next)).toEqual(['fancyCard', 'rsvpMini']);
  });

  it("the Enabled switch flips the section's render flag and its toggle field", () => {
    const { store } = setup();
    store.set(setSectionEnabledAtom, { key: 'images', enabled: false });
    expect(order(store).find((e) => e.title === 'images')).toMatchObject({ sidebarActive: true, render: false });
    expect(store.get(draftAtom)?.imagesSection).toBe(false);
  });
});
