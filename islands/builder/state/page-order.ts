// Section order rules of the builder (site-editor.md §4): active sections first in the couple's
// order, inactive ones after; an inactive section is never rendered; the Enabled switch flips
// the render flag (and the section's toggle field) of an active section.
import { arrayMove } from '@dnd-kit/sortable';
import { normalizePageOrder, sectionByKey, type PageOrderEntry, type SectionKey, type SectionToggleField } from '../../../src/shared/wedding/sections';

type ToggleFields = Partial<Record<SectionToggleField, boolean>>;

export function activeKeys(order: PageOrderEntry[]): SectionKey[] {
  return order.filter((entry) => entry.sidebarActive).map((entry) => entry.title);
}

function withActiveFirst(order: PageOrderEntry[]): PageOrderEntry[] {
  return [...order.filter((e) => e.sidebarActive), ...order.filter((e) => !e.sidebarActive).map((e) => ({ ...e, render: false }))];
}

/** Moves an active section to another active section's place (drag or keyboard). */
export function moveSection(order: PageOrderEntry[], from: SectionKey, to: SectionKey): PageOrderEntry[] {
  const normalized = withActiveFirst(normalizePageOrder(order));
  const fromIndex = normalized.findIndex((e) => e.title === from);
  const toIndex = normalized.findIndex((e) => e.title === to);
  if (fromIndex < 0 || toIndex < 0 || !normalized[fromIndex]!.sidebarActive || !normalized[toIndex]!.sidebarActive) return normalized;
  return arrayMove(normalized, fromIndex, toIndex);
}

/** The Manage Sections selection: chosen sections active (new ones appended, rendered), others inactive. */
export function applySectionSelection(order: PageOrderEntry[], selected: ReadonlySet<SectionKey>): PageOrderEntry[] {
  const normalized = normalizePageOrder(order);
  const kept = normalized.filter((e) => e.sidebarActive && selected.has(e.title));
  const added = normalized.filter((e) => !e.sidebarActive && selected.has(e.title)).map((e) => ({ ...e, sidebarActive: true, render: true }));
  const inactive = normalized.filter((e) => !selected.has(e.title)).map((e) => ({ ...e, sidebarActive: false, render: false }));
  return [...kept, ...added, ...inactive];
}

/** The section's Enabled switch: flips render in the page order and the toggle field with it. */
export function setSectionEnabled(order: PageOrderEntry[], key: SectionKey, enabled: boolean) {
  const normalized = normalizePageOrder(order);
  let next = normalized.map((e) => (e.title === key ? { ...e, render: enabled, sidebarActive: e.sidebarActive || enabled } : e));
  next = withActiveFirst(next);
  const toggle: ToggleFields = { [sectionByKey(key).toggleField]: enabled };
  return { pageOrder: next, ...toggle };
}

/** The toggle fields that follow from an order (kept in step when the order is saved). */
export function toggleFieldsFor(order: PageOrderEntry[]): ToggleFields {
  return Object.fromEntries(order.map((e) => [sectionByKey(e.title).toggleField, e.render]));
}
