import { useSetAtom } from 'jotai';
import type { SectionKey } from '../../src/shared/wedding/sections';
import { openPanelAtom } from './state/builder-session';

/**
 * Scrolls only `container` so `target` sits at its top. scrollIntoView would scroll every
 * scrollable ancestor, the page included, and push the builder's top bar off screen.
 */
function scrollWithin(container: Element | null, target: Element | null, behavior: ScrollBehavior) {
  if (!container || !target) return;
  const top = target.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  container.scrollTo({ top: Math.max(0, top), behavior });
}

/** Brings the preview's section to the top: in the page itself, or inside the phone frame when the phone preview is on. */
function scrollPreviewTo(key: SectionKey, behavior: ScrollBehavior) {
  const frame = document.querySelector<HTMLIFrameElement>('.b-preview iframe');
  const doc = frame?.contentDocument;
  // The frame is a document of its own: its window scrolls, not an element of ours.
  if (doc) doc.querySelector(`[data-section="${key}"]`)?.scrollIntoView({ block: 'start', behavior });
  else scrollWithin(document.querySelector('.b-preview'), document.querySelector(`.b-preview [data-section="${key}"]`), behavior);
}

/** Opens a section's panel and brings it (and, unless asked not to, the section in the preview) into view. */
export function useShowSection() {
  const setOpenPanel = useSetAtom(openPanelAtom);
  return (key: SectionKey, options: { scrollPreview?: boolean } = {}) => {
    setOpenPanel(key);
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    requestAnimationFrame(() => {
      scrollWithin(document.querySelector('.b-side'), document.querySelector(`.b-panel[data-section="${key}"]`), behavior);
      if (options.scrollPreview !== false) scrollPreviewTo(key, behavior);
    });
  };
}
