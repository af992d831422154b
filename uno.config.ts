import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3()],
  // Server-rendered views are not part of the client module graph: scan them from disk.
  content: { filesystem: ['src/**/*.tsx', 'islands/**/*.tsx'] },
});
