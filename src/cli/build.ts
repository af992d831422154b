import { ensureClientBuild } from './client-build';

await ensureClientBuild({ force: true });
console.log('[build] done');
