import { createContext } from 'react';
import type { IslandDefinition } from './define-island';

/** Per-request record of the islands a page rendered, so the page ships only their scripts. */
export class IslandCollector {
  readonly used = new Map<string, IslandDefinition>();
  private count = 0;

  add(definition: IslandDefinition): string {
    this.used.set(definition.name, definition);
    this.count += 1;
    return `${definition.name.toLowerCase()}${this.count}`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);
