import { createContext, type ReactElement } from 'react';
import type { IslandDefinition } from './define-island';

export type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

/**
 * Per-request record of the islands a page rendered, so the page ships only their scripts. It
 * also carries the server's renderToString, so <Island> itself never imports react-dom/server
 * (the builder preview renders the same sections in the browser).
 */
export class IslandCollector {
  readonly used = new Map<string, IslandDefinition>();
  private count = 0;

  constructor(readonly renderIsland: RenderIsland) {}

  add(definition: IslandDefinition): string {
    this.used.set(definition.name, definition);
    this.count += 1;
    return `${definition.name.toLowerCase()}${this.count}`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Set by a client-side tree (the builder preview): islands inside render inline, no wrapper. */
export const InlineIslandsContext = createContext(false);
