import { env } from '../env';
import { entryFiles, readManifest, STYLES_ENTRY } from './manifest';

/** The site stylesheet (UnoCSS utilities + base styles) from the client build. */
export function Stylesheet() {
  const devUrl = env().VITE_DEV_URL;
  if (devUrl) return <script type="module" src={`${devUrl}/${STYLES_ENTRY}`} />;
  const { css } = entryFiles(readManifest(), STYLES_ENTRY);
  return (
    <>
      {css.map((file) => (
        <link key={file} rel="stylesheet" href={`/${file}`} />
      ))}
    </>
  );
}
