import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { changeCount, closeDrawer, drawerAtom, modalAtom, openModal } from './ui-state';

describe('client UI state', () => {
  it('opens modals at size md by default', () => {
    const store = createStore();
    expect(store.get(modalAtom)).toMatchObject({ isOpen: false, size: 'md' });
    store.set(modalAtom, openModal({ title: 'Unlock With Pro', bodyType: 'UPGRADE' }));
    expect(store.get(modalAtom)).toMatchObject({ isOpen: true, size: 'md', bodyType: 'UPGRADE' });
  });

  it('clears the drawer on close', () => {
    const store = createStore();
    store.set(drawerAtom, { header: 'Guest', isOpen: true, bodyType: 'GUEST', extraObject: { id: 1 } });
    store.set(drawerAtom, closeDrawer());
    expect(store.get(drawerAtom)).toEqual({ header: '', isOpen: false, bodyType: '', extraObject: {} });
  });

  it('never lets the notification count drop below zero', () => {
    expect(changeCount(0, { type: 'decrease' })).toBe(0);
    expect(changeCount(2, { type: 'increase' })).toBe(3);
    expect(changeCount(3, { type: 'set', value: -4 })).toBe(0);
    expect(changeCount(3, { type: 'set', value: 0 })).toBe(0);
  });
});
