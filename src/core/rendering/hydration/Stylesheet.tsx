import { useClientAssets } from './assets-context';
import { entryFiles, STYLES_ENTRY } from './manifest';

/** The site stylesheet (UnoCSS utilities + base styles) from the client build. */
export function Stylesheet() {
  const assets = useClientAssets();
  const devUrl = assets.devUrl;
  if (devUrl) return <script type="module" src={`${devUrl}/${STYLES_ENTRY}`} />;
  const { css } = entryFiles(assets.manifest(), STYLES_ENTRY);
  return (
    <>
      {css.map((file) => (
        <link key={file} rel="stylesheet" href={`/${file}`} />
      ))}
    </>
  );
}
