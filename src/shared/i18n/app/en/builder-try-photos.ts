/**
 * The builder area's texts of "Try your photos" on /designs/{id} (islands/TryPhotos.tsx), apart from the rest of the
 * area: that island is in the guests' bundle, which must not carry the app's whole catalogue, so it imports these only.
 * builder.ts spreads them into the area.
 */
export const builderTryPhotos = {
  'builder.try.pick': 'Try your photos',
  'builder.try.change': 'Change photos',
  'builder.try.remove': 'Remove my photos',
  'builder.try.showing': 'Showing your {count, plural, one {photo} other {# photos}}. They stay on this device until you create your site.',
} satisfies Record<`builder.${string}`, string>;
