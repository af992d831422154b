import { ensureDemoImages } from '../seed/demo-images-render';
import { ensureClientBuild } from './client-build';

await ensureClientBuild({ force: true });
await ensureDemoImages({ log: console.log });
console.log('[build] done');
