/**
 * Client session UI state of product.md §3 (header, modal, right drawer), as Jotai atoms so
 * the builder island and app islands share one shape. Pure transitions are exported for tests.
 */
import { atom } from 'jotai';
import { appText } from '../../i18n/app';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_BODY_TYPES = ['CONFIRMATION', 'EMAIL', 'UPGRADE'] as const;
export type ModalBodyType = (typeof MODAL_BODY_TYPES)[number];

export const ACTION_TYPES = [
  'LEAD_DELETE',
  'UPDATE_DATE',
  'UPDATE_DOMAIN',
  'SEND_INVITE_TEST',
  'SEND_INVITE_SINGLE',
  'SEND_INVITE_BULK',
  'SEND_SAVETHEDATE_TEST',
  'SEND_SAVETHEDATE_SINGLE',
  'SEND_SAVETHEDATE_BULK',
  'SEND_REMINDER_TEST',
  'SEND_REMINDER_SINGLE',
  /** Not in product.md §4: the reminder to everyone who has not answered and the journey's nudges (issues 22 items 8 and 10). */
  'SEND_REMINDER_BULK',
  'DISPLAY_UPGRADE',
  'SEND_LIMIT_NOTICE',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface ModalState {
  title: string;
  isOpen: boolean;
  bodyType: ModalBodyType | '';
  size: ModalSize;
  extraObject: Record<string, unknown>;
}

export interface DrawerState {
  header: string;
  isOpen: boolean;
  bodyType: string;
  extraObject: Record<string, unknown>;
}

export interface HeaderState {
  pageTitle: { name: string; path: string }[];
  notificationCount: number;
  isExpanded: boolean;
  masterLoadingScreen: boolean;
  scrollY: number;
}

export const closedModal = (): ModalState => ({ title: '', isOpen: false, bodyType: '', size: 'md', extraObject: {} });
export const closedDrawer = (): DrawerState => ({ header: '', isOpen: false, bodyType: '', extraObject: {} });
export const initialHeader = (): HeaderState => ({
  pageTitle: [{ name: appText('common.dashboard'), path: '/app' }],
  notificationCount: 0,
  isExpanded: false,
  masterLoadingScreen: false,
  scrollY: 0,
});

export function openModal(input: { title: string; bodyType: ModalBodyType; size?: ModalSize; extraObject?: Record<string, unknown> }): ModalState {
  return { title: input.title, isOpen: true, bodyType: input.bodyType, size: input.size ?? 'md', extraObject: input.extraObject ?? {} };
}

/** Closing the drawer clears its contents. */
export function closeDrawer(): DrawerState {
  return closedDrawer();
}

export type CountChange = { type: 'increase' } | { type: 'decrease' } | { type: 'set'; value: number };
export const COUNT_TOASTS = {
  increase: appText('common.count.increase'),
  decrease: appText('common.count.decrease'),
  set: appText('common.count.set'),
} as const;

/** The notification count never drops below zero. */
export function changeCount(count: number, change: CountChange): number {
  if (change.type === 'increase') return count + 1;
  if (change.type === 'decrease') return Math.max(0, count - 1);
  return Math.max(0, Math.floor(change.value));
}

export const modalAtom = atom<ModalState>(closedModal());
export const drawerAtom = atom<DrawerState>(closedDrawer());
export const headerAtom = atom<HeaderState>(initialHeader());
