import { createRoot, hydrateRoot } from 'react-dom/client';
import { parse } from 'zod/mini';
import type { IslandDefinition } from './define-island';
import { ISLAND_TAG, PROPS_ATTRIBUTE } from './markup';

function readProps(definition: IslandDefinition, id: string): unknown {
  const script = document.querySelector(`script[${PROPS_ATTRIBUTE}="${CSS.escape(id)}"]`);
  const raw = script?.textContent ? JSON.parse(script.textContent) : {};
  return parse(definition.schema, raw);
}

function mount(definition: IslandDefinition, element: HTMLElement) {
  const id = element.dataset.id ?? definition.name;
  const props = readProps(definition, id) as Record<string, unknown>;
  const { Component } = definition;
  const tree = <Component {...props} />;
  const identifierPrefix = `${id}-`;
  if (definition.ssr) hydrateRoot(element, tree, { identifierPrefix });
  else createRoot(element, { identifierPrefix }).render(tree);
  element.dataset.hydrated = 'true';
}

function whenReady(definition: IslandDefinition, element: HTMLElement, start: () => void) {
  if (definition.load === 'idle') {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(start);
  } else if (definition.load === 'visible' && 'IntersectionObserver' in window) {
    // display: contents has no box of its own, so observe the island's first child.
    const target = (element.firstElementChild as HTMLElement | null) ?? element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
  } else {
    start();
  }
}

export function bootIsland(definition: IslandDefinition) {
  const elements = document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island="${definition.name}"]`);
  for (const element of elements) {
    whenReady(definition, element, () => {
      try {
        mount(definition, element);
      } catch (error) {
        console.error(`Island ${definition.name} failed to start`, error);
      }
    });
  }
}
