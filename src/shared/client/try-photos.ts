// "Try it with your own photos" (issue 25 item 5): the photos a visitor picks on /designs/{id} stay in this browser
// (IndexedDB, nothing uploaded) until they have an account; the cookie names the design they chose, so the app can
// take them to /app/designs/{id}/your-photos after sign-up, where the photos go up through the normal signed upload.

/** The cookie naming the design whose "Use this design" the visitor followed with their photos (read by the server). */
export const TRY_PHOTOS_COOKIE = 'vowly_try';
/** One opening photo and the demo gallery's six. */
export const TRY_PHOTOS_MAX = 7;

const DB_NAME = 'vowly-try-photos';
const STORE = 'photos';
const KEY = 'current';

export interface TriedPhotos {
  photos: File[];
  savedAt: number;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps the chosen photos in this browser (replacing any kept before). */
export function keepTriedPhotos(photos: File[]): Promise<unknown> {
  return run('readwrite', (store) => store.put({ photos, savedAt: Date.now() } satisfies TriedPhotos, KEY));
}

/** The photos kept in this browser, or null. */
export async function readTriedPhotos(): Promise<TriedPhotos | null> {
  try {
    const value = (await run('readonly', (store) => store.get(KEY))) as TriedPhotos | undefined;
    return value && Array.isArray(value.photos) && value.photos.length > 0 ? value : null;
  } catch {
    return null;
  }
}

export function forgetTriedPhotos(): Promise<unknown> {
  return run('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
}

/** Names the design the visitor chose for a week (the time sign-up and the e-mailed confirmation may take). */
export function chooseTriedDesign(designId: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; the Cookie Store API is not in every browser
  document.cookie = `${TRY_PHOTOS_COOKIE}=${designId}; Path=/; Max-Age=${7 * 24 * 3600}; SameSite=Lax`;
}

export function clearTriedDesign(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${TRY_PHOTOS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
