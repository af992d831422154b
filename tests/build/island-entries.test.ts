import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition } from '../../src/core/rendering/hydration/define-island';
import { islandEntries } from '../../src/build/island-entries';

const root = path.resolve(import.meta.dirname, '../..');

// Islands are found by folder (issue 29 item 8): adding an island is adding islands/<Name>.tsx; which
// build it goes to is said once, in its defineIsland options, and read from there by vite.config.ts.
describe('island entries', () => {
  const entries = islandEntries(root);

  it('are every islands/<Name>.tsx, and each defines the island of its file name with the bundle the build reads from it', async () => {
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries) {
      const definition = ((await import(path.join(root, entry.file))) as { default: IslandDefinition }).default;
      expect(definition.name, entry.file).toBe(entry.name);
      expect(definition.bundle, entry.file).toBe(entry.bundle);
    }
  });

  it("put the guests' islands (those the public wedding and RSVP pages load) in the guest build and the rest in the app's", () => {
    const guest = entries.filter((e) => e.bundle === 'guest').map((e) => e.name);
    expect(guest.sort()).toEqual(['Countdown', 'GallerySlider', 'PhotoSlideshow', 'PhotoUpload', 'RsvpForm', 'TryPhotos']);
    expect(entries.find((e) => e.name === 'Builder')?.bundle).toBe('app');
  });
});
