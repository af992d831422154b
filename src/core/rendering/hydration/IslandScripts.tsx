import { useContext } from 'react';
import { useClientAssets } from './assets-context';
import { IslandCollectorContext } from './collector';
import { entryFiles, islandEntryKey } from './manifest';

/** Ends <body>: the scripts of only the islands this page rendered (none if none). */
export function IslandScripts() {
  const collector = useContext(IslandCollectorContext);
  const assets = useClientAssets();
  if (!collector || collector.used.size === 0) return null;
  const devUrl = assets.devUrl;
  if (devUrl) return <DevIslandScripts devUrl={devUrl} names={[...collector.used.keys()]} />;

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
