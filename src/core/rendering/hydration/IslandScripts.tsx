import { useContext } from 'react';
import { AFTER_LOAD_ATTRIBUTE, AFTER_LOAD_ENTRY, type AfterLoadAssets } from './after-load-markup';
import { AfterLoadContext, useClientAssets } from './assets-context';
import { IslandCollectorContext } from './collector';
import { entryFiles, islandEntryKey, STYLES_ENTRY } from './manifest';
import { serializeProps } from './markup';

/**
 * Ends <body>: the scripts of only the islands this page rendered (none if none). On a guest page
 * (AfterLoadContext) with islands, the list of them and of the full stylesheet for after-load.ts
 * instead, which loads them once the page has loaded. (A guest page without islands runs no script:
 * its full stylesheet stays a link at the end of <body>, see critical-css.ts.)
 */
export function IslandScripts() {
  const collector = useContext(IslandCollectorContext);
  const afterLoad = useContext(AfterLoadContext);
  const assets = useClientAssets();
  if (!collector || collector.used.size === 0) return null;
  const devUrl = assets.devUrl;
  if (devUrl) return <DevIslandScripts devUrl={devUrl} names={[...collector.used.keys()]} />;
  if (afterLoad) return <AfterLoadScripts names={[...collector.used.keys()]} />;

  const manifest = assets.manifest();
  const preload = new Set<string>();
  const scripts: string[] = [];
  for (const name of collector.used.keys()) {
    const files = entryFiles(manifest, islandEntryKey(name));
    scripts.push(files.file);
    for (const f of files.preload) preload.add(f);
  }
  return (
    <>
      {[...preload].map((file) => (
        <link key={file} rel="modulepreload" href={`/${file}`} />
      ))}
      {scripts.map((file) => (
        <script key={file} type="module" src={`/${file}`} />
      ))}
    </>
  );
}

/** No modulepreload: the islands' chunks are fetched when after-load.ts imports them, not with the first screen. */
function AfterLoadScripts({ names }: { names: string[] }) {
  const manifest = useClientAssets().manifest();
  const assets: AfterLoadAssets = {
    css: entryFiles(manifest, STYLES_ENTRY).css.map((file) => `/${file}`),
    js: names.map((name) => `/${entryFiles(manifest, islandEntryKey(name)).file}`),
  };
  return (
    <>
      <script type="application/json" {...{ [AFTER_LOAD_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: serializeProps(assets) }} />
      <script type="module" src={`/${entryFiles(manifest, AFTER_LOAD_ENTRY).file}`} />
    </>
  );
}

const REACT_REFRESH_PREAMBLE = (devUrl: string) => `import RefreshRuntime from '${devUrl}/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

function DevIslandScripts({ devUrl, names }: { devUrl: string; names: string[] }) {
  return (
    <>
      <script type="module" dangerouslySetInnerHTML={{ __html: REACT_REFRESH_PREAMBLE(devUrl) }} />
      <script type="module" src={`${devUrl}/@vite/client`} />
      {names.map((name) => (
        <script key={name} type="module" src={`${devUrl}/${islandEntryKey(name)}`} />
      ))}
    </>
  );
}
