import { createContext, useContext } from 'react';
import { env } from '../../config/env';
import { type ClientAssets, createClientAssets } from './manifest';

/** The app's client assets (src/core/http/app-state.ts), provided by the page's Document. */
export const ClientAssetsContext = createContext<ClientAssets | null>(null);

/** A page rendered outside an app (a unit test) reads the configured build each time. */
function unsharedAssets(): ClientAssets {
  return createClientAssets(env());
}

export function useClientAssets(): ClientAssets {
  return useContext(ClientAssetsContext) ?? unsharedAssets();
}

/**
 * True on a page whose first screen paints from its inlined CSS (a guest page): the full stylesheet
 * and the islands' scripts load once the page has loaded (after-load.ts), see <IslandScripts>.
 */
export const AfterLoadContext = createContext(false);
