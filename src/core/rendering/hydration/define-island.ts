import type { ComponentType } from 'react';
import type { core } from 'zod/mini';
import { bootIsland } from './client-boot';

export type IslandLoad = 'eager' | 'idle' | 'visible';

export interface IslandOptions {
  /** eager: at once; idle: when the browser is idle; visible: when scrolled near. */
  load?: IslandLoad;
  /** false: rendered only in the browser (the builder), the server emits an empty wrapper. */
  ssr?: boolean;
  /**
   * 'guest': the guests' pages load it, so it is built apart from the app's islands and stays small
   * (vite.config.ts reads this option from the file: src/build/island-entries.ts). Default 'app'.
   */
  bundle?: 'guest' | 'app';
}

/** Any zod schema; islands use zod/mini to keep their bundles small. */
export type IslandSchema = core.$ZodType;

export interface IslandDefinition<Schema extends IslandSchema = IslandSchema> {
  name: string;
  schema: Schema;
  Component: ComponentType<core.output<Schema>>;
  load: IslandLoad;
  ssr: boolean;
  bundle: 'guest' | 'app';
}

/**
 * Declares an island. The file that calls this is a Vite entry (islands/<Name>.tsx, found by folder): on the
 * server the returned definition is rendered by <Island>, in the browser the same call hydrates
 * every wrapper of this name on the page.
 */
export function defineIsland<Schema extends IslandSchema>(
  name: string,
  schema: Schema,
  Component: ComponentType<core.output<Schema>>,
  options: IslandOptions = {},
): IslandDefinition<Schema> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`Island name must be PascalCase: ${name}`);
  const definition: IslandDefinition<Schema> = {
    name,
    schema,
    Component,
    load: options.load ?? 'eager',
    ssr: options.ssr ?? true,
    bundle: options.bundle ?? 'app',
  };
  if (typeof document !== 'undefined') bootIsland(definition);
  return definition;
}
