import crypto from 'node:crypto';
import { hashPassword } from '../features/accounts';
import type { Db } from '../core/db/connection';
import type { Role } from '../core/db/schema';
import { sqliteStore } from '../core/db/store/sqlite-store';
import type { DataStore } from '../core/db/store/store';
import { addGuestToList, guestsRepository } from '../features/guests';
import { newGuestSchema } from '../shared/guests/schemas';
import { readWedding } from '../features/weddings';
import { copyDemoImagesToWedding } from './demo-images-render';
import { addEvent, changeEvent, eventInputSchema, eventsRepository, MAIN_EVENT_ID } from '../features/events';
import { type SeedRepository, seedRepository } from './repository';
import { DEMO_LANGUAGES, demoTranslations } from './demo-translations';
import { DEMO_TIME_ZONE, demoEvents, demoGuests, demoWeddingContent, demoWeddingContentWithImages, demoWeddingDate, DEMO_WEDDING_URL } from './demo-wedding';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log?: (line: string) => void;
  /** The uploads store (config.uploadsDir): the demo wedding's drawn pictures are copied there. Without it the demo has none. */
  uploadsDir?: string;
}

export interface SeedResult {
  adminEmail: string;
  /** Only when the password was generated in this run: it is shown once. */
  generatedAdminPassword?: string;
  demoEmail: string;
  generatedDemoPassword?: string;
}

const DEFAULT_ADMIN_EMAIL = 'admin@vowly.local';
const DEMO_EMAIL = 'demo@vowly.local';

function generatedPassword() {
  return crypto.randomBytes(12).toString('base64url');
}

async function ensureUser(repository: SeedRepository, email: string, name: string, role: Role, password?: string) {
  const existing = await repository.userByEmail(email);
  if (existing) {
    // An explicitly configured password always wins, so ADMIN_PASSWORD also resets a lost login.
    if (password) await repository.setPassword(existing.id, await hashPassword(password), role);
    return { user: existing, generated: undefined };
  }
  const generated = password ? undefined : generatedPassword();
  const user = await repository.insertUser({ email, name, role, emailVerifiedAt: new Date(), passwordHash: await hashPassword(password ?? generated!) });
  return { user, generated };
}

async function hasNoPictures(repository: SeedRepository, weddingId: string): Promise<boolean> {
  const row = await repository.weddingById(weddingId);
  if (!row || row.weddingUrl !== DEMO_WEDDING_URL) return false;
  const { content } = readWedding(row);
  return (
    !content.mainImg &&
    !content.heroImg &&
    !content.fixedImg &&
    content.images.length === 0 &&
    content.customTwoImages.length === 0 &&
    content.weddingParty.every((member) => !member.image)
  );
}

async function addDemoPictures(repository: SeedRepository, weddingId: string, uploadsDir: string) {
  const urls = await copyDemoImagesToWedding(uploadsDir, weddingId);
  const row = (await repository.weddingById(weddingId))!;
  const content = { ...(row.content as Record<string, unknown>), ...demoWeddingContentWithImages(urls) };
  // Keep what the demo couple wrote; only the picture fields (and the party, which carries portraits) are set.
  const pictures = Object.fromEntries(['mainImg', 'mainImgFilter', 'images', 'customTwoImages', 'fixedImg', 'weddingParty'].map((key) => [key, content[key]]));
  await repository.setContent(weddingId, { ...(row.content as Record<string, unknown>), ...pictures }, row.version + 1);
}

/**
 * A demo seeded before it spoke several languages gets them once (issue 27 item 5): only while it is still in
 * English alone with no translation, so a demo couple's own choice is never replaced.
 */
async function addDemoLanguages(repository: SeedRepository, weddingId: string) {
  const row = await repository.weddingById(weddingId);
  if (!row || row.weddingUrl !== DEMO_WEDDING_URL) return;
  const wedding = readWedding(row);
  if (wedding.languages.length > 1 || Object.keys(wedding.content.translations).length > 0) return;
  await repository.setContent(weddingId, { ...(row.content as Record<string, unknown>), translations: demoTranslations }, row.version + 1, [...DEMO_LANGUAGES]);
}

/**
 * Idempotent: running it again creates nothing new. Everything goes through the store (given the SQLite
 * `Db`, its store): its own rows through src/seed/repository.ts, the demo's guests and events through
 * their features' adds, in one transaction.
 */
export async function seed(target: DataStore | Db, options: SeedOptions = {}): Promise<SeedResult> {
  const store = 'engine' in target ? target : sqliteStore(target);
  const repository = seedRepository(store);
  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const admin = await ensureUser(repository, adminEmail, 'Admin', 'admin', options.adminPassword);
  const demo = await ensureUser(repository, DEMO_EMAIL, 'Amelia & Jonah', 'userPaid');
  const hasWedding = await repository.weddingOf(demo.user.id);
  if (!hasWedding) {
    const demoWedding = await repository.insertWedding({
      ownerId: demo.user.id,
      weddingUrl: DEMO_WEDDING_URL,
      weddingTheme: 'garden',
      weddingDate: demoWeddingDate(),
      timeZone: DEMO_TIME_ZONE,
      // The demo is a live site from the start.
      published: true,
      content: demoWeddingContent,
      languages: [...DEMO_LANGUAGES],
      pro: true,
    });
    const owner = { weddingId: demoWedding.id, role: 'userPaid' as const };
    const guests = guestsRepository(store);
    const eventsOf = eventsRepository(store);
    const events = demoEvents(demoWedding.weddingDate!);
    await store.transaction(async () => {
      for (const guest of demoGuests) await addGuestToList(guests, owner, newGuestSchema.parse(guest));
      await addEvent(eventsOf, demoWedding, eventInputSchema.parse(events.welcome));
      await changeEvent(eventsOf, demoWedding, MAIN_EVENT_ID, eventInputSchema.parse(events.weddingDay));
    });
    if (options.uploadsDir) await addDemoPictures(repository, demoWedding.id, options.uploadsDir);
  } else if (options.uploadsDir && (await hasNoPictures(repository, hasWedding.id))) {
    // A demo seeded before it had pictures gets them once; a demo couple's own pictures are never replaced.
    await addDemoPictures(repository, hasWedding.id, options.uploadsDir);
  }
  if (hasWedding) await addDemoLanguages(repository, hasWedding.id);
  if (!(await repository.weddingOf(admin.user.id))) await repository.insertWedding({ ownerId: admin.user.id, content: {}, pro: true });
  return {
    adminEmail,
    generatedAdminPassword: admin.generated,
    demoEmail: DEMO_EMAIL,
    generatedDemoPassword: demo.generated,
  };
}
