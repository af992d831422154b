import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../features/accounts';
import type { Db } from '../core/db/connection';
import { publicPageChanged } from '../core/db/queries/page-generation';
import { users, weddings, type Role } from '../core/db/schema';
import { addGuest } from '../features/guests';
import { newGuestSchema } from '../shared/guests/schemas';
import { readWedding } from '../features/weddings';
import { copyDemoImagesToWedding } from './demo-images-render';
import { createEvent, eventInputSchema, MAIN_EVENT_ID, updateEvent } from '../features/events';
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

async function ensureUser(db: Db, email: string, name: string, role: Role, password?: string) {
  const existing = db.select().from(users).where(eq(users.email, email)).get();
  if (existing) {
    // An explicitly configured password always wins, so ADMIN_PASSWORD also resets a lost login.
    if (password)
      db.update(users)
        .set({ passwordHash: await hashPassword(password), role })
        .where(eq(users.id, existing.id))
        .run();
    return { user: existing, generated: undefined };
  }
  const generated = password ? undefined : generatedPassword();
  const user = db
    .insert(users)
    .values({ email, name, role, emailVerifiedAt: new Date(), passwordHash: await hashPassword(password ?? generated!) })
    .returning()
    .get();
  return { user, generated };
}

function hasNoPictures(db: Db, weddingId: string): boolean {
  const row = db.select().from(weddings).where(eq(weddings.id, weddingId)).get();
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

async function addDemoPictures(db: Db, weddingId: string, uploadsDir: string) {
  const urls = await copyDemoImagesToWedding(uploadsDir, weddingId);
  const row = db.select().from(weddings).where(eq(weddings.id, weddingId)).get()!;
  const content = { ...(row.content as Record<string, unknown>), ...demoWeddingContentWithImages(urls) };
  // Keep what the demo couple wrote; only the picture fields (and the party, which carries portraits) are set.
  const pictures = Object.fromEntries(['mainImg', 'mainImgFilter', 'images', 'customTwoImages', 'fixedImg', 'weddingParty'].map((key) => [key, content[key]]));
  db.transaction((tx) => {
    tx.update(weddings)
      .set({ content: { ...(row.content as Record<string, unknown>), ...pictures }, version: row.version + 1 })
      .where(eq(weddings.id, weddingId))
      .run();
    publicPageChanged(tx, { weddingId });
  });
}

/** Idempotent: running it again creates nothing new. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const admin = await ensureUser(db, adminEmail, 'Admin', 'admin', options.adminPassword);
  const demo = await ensureUser(db, DEMO_EMAIL, 'Amelia & Jonah', 'userPaid');
  const hasWedding = db.select({ id: weddings.id }).from(weddings).where(eq(weddings.ownerId, demo.user.id)).get();
  if (!hasWedding) {
    const demoWedding = db
      .insert(weddings)
      .values({
        ownerId: demo.user.id,
        weddingUrl: DEMO_WEDDING_URL,
        weddingTheme: 'garden',
        weddingDate: demoWeddingDate(),
        timeZone: DEMO_TIME_ZONE,
        // The demo is a live site from the start.
        published: true,
        content: demoWeddingContent,
      })
      .returning()
      .get();
    const owner = { weddingId: demoWedding.id, role: 'userPaid' as const };
    for (const guest of demoGuests) addGuest(db, owner, newGuestSchema.parse(guest));
    const events = demoEvents(demoWedding.weddingDate!);
    createEvent(db, demoWedding, eventInputSchema.parse(events.welcome));
    updateEvent(db, demoWedding, MAIN_EVENT_ID, eventInputSchema.parse(events.weddingDay));
    if (options.uploadsDir) await addDemoPictures(db, demoWedding.id, options.uploadsDir);
  } else if (options.uploadsDir && hasNoPictures(db, hasWedding.id)) {
    // A demo seeded before it had pictures gets them once; a demo couple's own pictures are never replaced.
    await addDemoPictures(db, hasWedding.id, options.uploadsDir);
  }
  const adminHasWedding = db.select({ id: weddings.id }).from(weddings).where(eq(weddings.ownerId, admin.user.id)).get();
  if (!adminHasWedding) db.insert(weddings).values({ ownerId: admin.user.id, content: {} }).run();
  return {
    adminEmail,
    generatedAdminPassword: admin.generated,
    demoEmail: DEMO_EMAIL,
    generatedDemoPassword: demo.generated,
  };
}
