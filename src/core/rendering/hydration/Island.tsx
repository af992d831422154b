import { useContext, type ComponentType } from 'react';
import { parse, type core } from 'zod/mini';
import { InlineIslandsContext, IslandCollectorContext } from './collector';
import type { IslandDefinition, IslandSchema } from './define-island';
import { ISLAND_TAG, PROPS_ATTRIBUTE, serializeProps } from './markup';

interface IslandProps<Schema extends IslandSchema> {
  island: IslandDefinition<Schema>;
  props: core.input<Schema>;
}

/**
 * Server side of an island: validated props, markup rendered in a root of its own (so useId and
 * dnd-kit ids match the browser's per-island root), and the props as JSON in a sibling script.
 * Inside an already-live client tree (the builder preview) it simply renders the component.
 */
export function Island<Schema extends IslandSchema>({ island, props }: IslandProps<Schema>) {
  const collector = useContext(IslandCollectorContext);
  const inline = useContext(InlineIslandsContext);
  const parsed = parse(island.schema, props) as Record<string, unknown>;
  const Component = island.Component as ComponentType<Record<string, unknown>>;
  if (inline) return <Component {...parsed} />;
  if (!collector) throw new Error(`Island ${island.name} rendered outside a page layout`);
  const id = collector.add(island as IslandDefinition);
  const html = island.ssr ? collector.renderIsland(<Component {...parsed} />, `${id}-`) : '';
  return (
    <>
      <wb-island data-island={island.name} data-id={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: serializeProps(parsed) }} />
    </>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [ISLAND_TAG]: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island'?: string;
        'data-id'?: string;
      };
    }
  }
}
