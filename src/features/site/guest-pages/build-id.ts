import crypto from 'node:crypto';
import fs from 'node:fs';
import { appManifestPath, manifestPath } from '../../../core/rendering/hydration/manifest';

/** Names the client build a page refers to: a new deployment gives every page a new ETag. */
export function clientBuildId(clientDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of [manifestPath(clientDir), appManifestPath(clientDir)]) {
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'missing');
  }
  return hash.digest('base64url').slice(0, 12);
}
