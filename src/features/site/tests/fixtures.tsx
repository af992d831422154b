/** A wedding with every section switched on and every field filled, and helpers to render it. */
import { eq } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import type { Db } from '../../../core/db/connection';
import type { Role } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { parseWeddingContent, SECTION_KEYS, type WeddingContent } from '../../../shared/wedding';
import { IslandCollector, IslandCollectorContext } from '../../../core/rendering/hydration/collector';
import type { WeddingSiteData } from '../views/site/site-data';
import { WeddingSite } from '../views/site/WeddingSite';
import { createTestUser, storeOf } from '../../../../tests/helpers/auth';

export const MAPS_EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
export const IMAGE = (n: number) => `https://images.example.com/photo-${n}.jpg`;

export function allSectionsOrder() {
  return SECTION_KEYS.map((title) => ({ title, sidebarActive: true, render: true }));
}

export function fullContentInput(): Record<string, unknown> {
  return {
    weddingHeader: 'We are getting married',
    brideGroomOneName: 'Amelia',
    brideGroomTwoName: 'Jonah',
    joiner: '&',
    weddingLocation: 'Hollowbrook Vineyard',
    dateFormat: 'yyyy-MM-dd',
    mainImg: IMAGE(0),
    mainImgFilter: 'sepia',
    images: [IMAGE(1), IMAGE(2), IMAGE(3), IMAGE(4)],
    galleryComment: 'Favourite moments',
    imagesLayout: 'slider',
    ourStoryHeading: 'How we met',
    ourStoryComment: 'In a bookshop.\nOn a rainy Tuesday.',
    tasks: [
      { time: '', title: 'Saturday', text: '', isHeading: true },
      { time: '3:30 PM', title: 'Ceremony', text: 'In the olive grove', isHeading: false },
    ],
    customOneHeading: 'Travel & Stay',
    customOneComment: 'Fly into SFO.',
    googleMapsLink: 'https://maps.google.com/?q=Napa',
    customTwoImages: [IMAGE(5), IMAGE(6)],
    customTwoComment: 'More photos',
    customTwoLayout: 'columns',
    customThreeHeading: 'Left heading',
    customThreeComment: 'Left text',
    customFourHeading: 'Right heading',
    customFourComment: 'Right text',
    customFiveHeading: 'Find your way',
    customFiveComment: 'Parking on site',
    googleMapsEmbedLink: MAPS_EMBED,
    customSixHeading: 'Forever',
    customSixComment: 'Starts here',
    fixedImg: IMAGE(7),
    darkTextOverImg: true,
    textWhite: true,
    customSevenHeading: 'Counting down',
    customSevenComment: 'Until we say I do',
    countdownStyle: 'style2',
    customEightHeading: 'Registry',
    customEightComment: 'Gifts',
    customEightLink: 'https://registry.example.com/amelia-jonah',
    customNineHeading: 'Hotel',
    customNineComment: 'Rooms',
    customNineLink: 'https://hotel.example.com/book',
    customTenHeading: 'Things to do',
    customTenComment: 'Wine tasting',
    fancyCardHeading: 'The Celebration',
    fancyCardDate: 'June 14th',
    fancyCardAddress: '1200 Silverado Trail',
    fancyCardComment: 'Garden attire',
    weddingParty: [
      { id: 'member01', name: 'Clara', caption: 'Maid of honour', image: IMAGE(8) },
      { id: 'member02', name: 'Marcus', caption: 'Best man', image: '' },
    ],
    rsvpMiniHeading: 'Will you come?',
    rsvpMiniComment: 'Reply by May',
    rsvpMiniButtonLabel: 'Reply now',
    contentHeading: 'A note on gifts',
    contentComment: 'Your presence is enough.',
    enableFooter: true,
    dividerStyle: 'fancyOne',
    mainSize: 'xl',
    sectionSize: 'sm',
    pageOrder: allSectionsOrder(),
  };
}

export function fullContent(overrides: Record<string, unknown> = {}): WeddingContent {
  return parseWeddingContent({ ...fullContentInput(), ...overrides });
}

export function siteData(content: WeddingContent, overrides: Partial<WeddingSiteData> = {}): WeddingSiteData {
  return {
    content,
    weddingUrl: 'amelia-and-jonah',
    weddingTheme: 'light',
    weddingDate: new Date('2031-06-14T16:00:00Z'),
    timeZone: 'UTC',
    ownerPro: false,
    now: new Date('2031-01-01T00:00:00Z'),
    ...overrides,
  };
}

/** The page body alone (no document), as the builder preview would render it. */
export function renderSite(site: WeddingSiteData): string {
  return renderToString(
    <IslandCollectorContext.Provider value={new IslandCollector((element, prefix) => renderToString(element, { identifierPrefix: prefix }))}>
      <WeddingSite site={site} />
    </IslandCollectorContext.Provider>,
  );
}

/** The markup of one section (sections never nest), or null when it is not on the page. */
export function sectionHtml(html: string, key: string): string | null {
  const match = new RegExp(`<section[^>]*data-section="${key}"[^>]*>([\\s\\S]*?)</section>`).exec(html);
  return match ? match[0] : null;
}

/** A user (with role) owning a published wedding at `weddingUrl` with the given content. */
/** A couple's wedding with every section filled, written through the store (given a SQLite Db, its store). */
export async function createWedding(
  target: Db | DataStore,
  options: { weddingUrl: string; content?: Record<string, unknown>; role?: Role; theme?: string; published?: boolean; date?: Date },
) {
  const store = storeOf(target);
  const user = await createTestUser(store, { role: options.role ?? 'userPaid', weddingUrl: options.weddingUrl });
  const { t, sql, transaction } = portable(store);
  const row = await transaction(async () =>
    first(
      await sql()
        .update(t.weddings)
        .set({
          content: options.content ?? fullContentInput(),
          weddingTheme: options.theme ?? 'light',
          published: options.published ?? true,
          weddingDate: options.date ?? new Date('2031-06-14T16:00:00Z'),
        })
        .where(eq(t.weddings.id, user.wedding.id))
        .returning(),
    ),
  );
  if (!row) throw new Error('no wedding updated');
  return { ...user, wedding: row };
}

/** The wedding's stored row, on either engine. */
export async function weddingRow(store: DataStore, weddingId: string) {
  const { t, sql } = portable(store);
  const row = first(await sql().select().from(t.weddings).where(eq(t.weddings.id, weddingId)));
  if (!row) throw new Error(`no wedding ${weddingId}`);
  return row;
}

type WeddingValues = Partial<Awaited<ReturnType<typeof weddingRow>>>;

/**
 * Writes the wedding's row directly, as a raw SQL write would: the page generation is not bumped, so the
 * page caches are not told (what a test of those caches changes "behind their back").
 */
export async function writeWeddingRow(store: DataStore, weddingId: string, values: WeddingValues) {
  const { t, sql, transaction } = portable(store);
  await transaction(() => sql().update(t.weddings).set(values).where(eq(t.weddings.id, weddingId)));
}

/** Merges `patch` into the wedding's stored content directly (no page-generation bump, see writeWeddingRow). */
export async function patchStoredContent(store: DataStore, weddingId: string, patch: Record<string, unknown>) {
  const { content } = await weddingRow(store, weddingId);
  await writeWeddingRow(store, weddingId, { content: { ...(content as Record<string, unknown>), ...patch } });
}
