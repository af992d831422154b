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
