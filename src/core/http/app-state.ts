import type { MiddlewareHandler } from 'hono';
import type { Env } from '../config/env';
import { type ClientAssets, createClientAssets } from '../rendering/hydration/manifest';
import type { AppEnv } from './context';
import { UploadsInFlight } from './uploads-in-flight';

/**
 * What one app keeps in memory between requests, built by createApp and reached through c.var
 * (no module singletons: two apps in one process, as in the tests, share nothing). The guest
 * page cache is built there too (its middleware holds it). Rate limits are not here: they live
 * in SQLite (src/core/rate-limit), shared by every process.
 */
export interface AppState {
  /** The client build's manifest (read once) or the Vite dev server: pages' scripts and styles. */
  assets: ClientAssets;
  /** Font files served from memory (a page uses at most five families; a file never changes). */
  fontFiles: Map<string, Uint8Array<ArrayBuffer>>;
  /** One static server per uploads folder (made on first use, so a fresh install has it). */
  uploadServers: Map<string, MiddlewareHandler<AppEnv>>;
  /** The local image host's uploads being received or processed (capped per process and client). */
  uploadsInFlight: UploadsInFlight;
}

export function createAppState(config: Env): AppState {
  return { assets: createClientAssets(config), fontFiles: new Map(), uploadServers: new Map(), uploadsInFlight: new UploadsInFlight() };
}
