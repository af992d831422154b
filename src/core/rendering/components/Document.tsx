import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AfterLoadContext, ClientAssetsContext } from '../hydration/assets-context';
import { IslandCollector, IslandCollectorContext } from '../hydration/collector';
import { IslandScripts } from '../hydration/IslandScripts';
import type { ClientAssets } from '../hydration/manifest';
import { Stylesheet } from '../hydration/Stylesheet';
import type { Toast } from '../../http/flash';
import { Toasts } from './Toasts';
import { appText } from '../../../shared/i18n/app';
import { DEFAULT_LANGUAGE, I18nProvider, type Lang, languageDir, translator } from '../../../shared/i18n';

export interface DocumentProps {
  title?: string;
  description?: string;
  /** Extra <head> content, e.g. a wedding's font links and colour variables. */
  head?: ReactNode;
  bodyClass?: string;
  /** A one-time message from the previous request (see src/core/http/flash.ts). */
  toast?: Toast | null;
  /** The page's language (`<html lang dir>`): a guest page's negotiated one; English otherwise. */
  lang?: Lang;
  /** Keep search engines away (wedding sites are private unless published). */
  noindex?: boolean;
  /** The app's scripts and styles (its manifest, read once per app); without it, read from the configured build. */
  assets?: ClientAssets;
  /** A guest page: its full stylesheet and islands' scripts load once it has loaded (see IslandScripts). */
  afterLoad?: boolean;
  children?: ReactNode;
}

/** Every page's outer HTML. Island scripts come last, after the islands have rendered. */
export function Document({
  title,
  description,
  head,
  bodyClass,
  toast = null,
  lang = DEFAULT_LANGUAGE,
  noindex,
  assets,
  afterLoad = false,
  children,
}: DocumentProps) {
  const collector = new IslandCollector((element, identifierPrefix) => renderToString(element, { identifierPrefix }));
  return (
    <ClientAssetsContext.Provider value={assets ?? null}>
      <html lang={lang} dir={languageDir(lang)}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title ? appText('shell.document.title', { title }) : appText('shell.document.defaultTitle')}</title>
          {description && <meta name="description" content={description} />}
          {noindex && <meta name="robots" content="noindex, nofollow" />}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <Stylesheet />
          {head}
        </head>
        <body className={bodyClass}>
          <IslandCollectorContext.Provider value={collector}>
            <I18nProvider lang={lang} t={translator(lang)}>
              {children}
              <Toasts toast={toast} />
            </I18nProvider>
            <AfterLoadContext.Provider value={afterLoad}>
              <IslandScripts />
            </AfterLoadContext.Provider>
          </IslandCollectorContext.Provider>
        </body>
      </html>
    </ClientAssetsContext.Provider>
  );
}
