import { ensureCatalogueFontSubsets } from '../features/site/web';
import { ensureDemoImages } from '../seed/demo-images-render';
import { ensureThemePreviews } from '../seed/theme-previews-render';
import { ensureClientBuild } from './client-build';

await ensureClientBuild({ force: true });
await ensureDemoImages({ log: console.log });
await ensureThemePreviews({ log: console.log });
await ensureCatalogueFontSubsets({ log: console.log });
console.log('[build] done');
