// The guests' upload page (issue 26 item 1): the same form the server renders (it works with JavaScript
// off: one multipart post), taken over here to send each photo on its own request, with its progress,
// a retry for a photo that failed, and the count shared at the end. The name is remembered on the device.
// Its words are the page's language's (issue 27): the server sends the language and the photos.upload.* and
// photos.error.* messages; a refusal is written from its code.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { createTranslator, type Translate } from '../src/shared/i18n/translate';
import { PHOTO_TEXTS, UPLOADER_NAME_MAX } from '../src/shared/photos/rules';
import { type PhotoRefusal, photoRefusalText } from '../src/shared/photos/texts';

export const photoUploadPropsSchema = z.object({
  weddingUrl: z.string(),
  /** The QR code's upload token and table, sent back with each photo. */
  token: z.string(),
  table: z.string(),
  name: z.string(),
  /** What the no-JavaScript post answered: the count shared, or the problem (already in the page's language). */
  shared: z.optional(z.number()),
  error: z.optional(z.string()),
  /** The page's language and the island's messages in it (messagesFor(lang, PHOTO_UPLOAD_MESSAGES)). */
  lang: z.enum(['en', 'es', 'fr', 'de', 'it', 'pt', 'ar']),
  messages: z.record(z.string(), z.string()),
});
type PhotoUploadProps = z.output<typeof photoUploadPropsSchema>;

const NAME_KEY = 'vowly-photo-name';

type Item = { key: string; file: File; state: 'waiting' | 'sending' | 'done' | 'failed'; progress: number; error?: string };

/** Posts one photo with XMLHttpRequest (fetch reports no upload progress); a refusal is written in the page's language. */
function send(url: string, body: FormData, t: Translate, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status === 201) return resolve();
      let refusal: PhotoRefusal = { msg: t('photos.upload.failed') };
      try {
        const body = JSON.parse(request.responseText) as { msg?: string; code?: string; limit?: number };
        refusal = { ...body, msg: body.msg ?? refusal.msg, retryAfterSeconds: Number(request.getResponseHeader('retry-after')) || undefined };
      } catch {
        /* not JSON */
      }
      reject(new Error(photoRefusalText(t, refusal)));
    };
    request.onerror = () => reject(new Error(t('photos.upload.connectionLost')));
    request.send(body);
  });
}

function PhotoUpload({ weddingUrl, token, table, name: initialName, shared, error, lang, messages }: PhotoUploadProps) {
  const t = useMemo(() => createTranslator(lang, messages), [lang, messages]);
  const [name, setName] = useState(initialName);
  const [items, setItems] = useState<Item[]>([]);
  const [problem, setProblem] = useState(error ?? '');
  useEffect(() => {
    if (!initialName) setName(localStorage.getItem(NAME_KEY) ?? '');
  }, [initialName]);

  const update = (key: string, change: Partial<Item>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(item: Item) {
    update(item.key, { state: 'sending', progress: 0, error: undefined });
    const body = new FormData();
    body.set('name', name.trim());
    if (token) body.set('k', token);
    if (table) body.set('table', table);
    body.set('file', item.file);
    try {
      await send(`/api/v1/public/${encodeURIComponent(weddingUrl)}/photos`, body, t, (progress) => update(item.key, { progress }));
      update(item.key, { state: 'done', progress: 1 });
    } catch (failure) {
      update(item.key, { state: 'failed', error: (failure as Error).message });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const files = [...(input.files ?? [])];
    if (!name.trim()) return setProblem(photoRefusalText(t, { code: 'photos.name-needed', msg: PHOTO_TEXTS.nameNeeded }));
    if (files.length === 0) return setProblem(photoRefusalText(t, { code: 'photos.none-chosen', msg: PHOTO_TEXTS.noPhotos }));
    setProblem('');
    localStorage.setItem(NAME_KEY, name.trim());
    const added = files.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, state: 'waiting' as const, progress: 0 }));
    setItems((all) => [...all, ...added]);
    input.value = '';
    // One at a time: a phone on venue Wi-Fi does better with one upload than with twelve.
    for (const item of added) await upload(item);
  }

  const done = items.filter((item) => item.state === 'done').length;
  const busy = items.some((item) => item.state === 'sending' || item.state === 'waiting');
  const thanked = items.length > 0 ? (done > 0 && !busy ? done : 0) : (shared ?? 0);
  const thanks = thanked > 0 ? t('photos.upload.thanks', { count: thanked }) : '';
  // The no-JavaScript post answers in the page's language: the address names it.
  const query = new URLSearchParams({ ...(token ? { k: token } : {}), ...(token && table ? { table } : {}), lang });
  const action = `/${weddingUrl}/photos/add?${query}`;
  return (
    <form className="rsvp-form photo-add" method="post" action={action} encType="multipart/form-data" onSubmit={submit} data-testid="photo-add-form">
      {token && <input type="hidden" name="k" value={token} />}
      {table && <input type="hidden" name="table" value={table} />}
      <label className="rsvp-field">
        <span className="rsvp-field__label">{t('photos.upload.name')}</span>
        <input
          className="rsvp-field__input"
          name="name"
          required
          maxLength={UPLOADER_NAME_MAX}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </label>
      <label className="photo-add__pick">
        <span className="rsvp-field__label">{t('photos.upload.photos')}</span>
        <input className="photo-add__file" type="file" name="file" accept="image/*,.heic,.heif" multiple required />
      </label>
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {t('photos.upload.submit')}
      </button>
      {problem && (
        <p className="rsvp-form__error" role="alert">
          {problem}
        </p>
      )}
      {items.length > 0 && (
        <ul className="photo-add__list" aria-label={t('photos.upload.photos')}>
          {items.map((item) => (
            <li key={item.key} className={`photo-add__item photo-add__item--${item.state}`} data-state={item.state}>
              <span className="photo-add__name">{item.file.name}</span>
              <progress max={1} value={item.progress} aria-label={t('photos.upload.sent', { file: item.file.name })} />
              {item.state === 'failed' && (
                <>
                  <span className="photo-add__item-error">{item.error}</span>
                  <button type="button" className="photo-add__retry" onClick={() => upload(item)}>
                    {t('photos.upload.retry')}
                  </button>
                </>
              )}
              {item.state === 'done' && <span className="photo-add__ok">{t('photos.upload.done')}</span>}
            </li>
          ))}
        </ul>
      )}
      {thanks && (
        <p className="rsvp-notice rsvp-notice--done" role="status" data-testid="photo-thanks">
          {thanks}
        </p>
      )}
    </form>
  );
}

export default defineIsland('PhotoUpload', photoUploadPropsSchema, PhotoUpload, { bundle: 'guest' });
