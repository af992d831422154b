// The couple's writes on guests' photos as actions (issue 26 items 2 and 7), each declared once:
//   API (/api/v1/photos)               page (/app/photos, no JS)      answer (JSON)
//   PATCH  /{id} { status }            —                              { msg, photo }
//   DELETE /{id}                       —                              { msg }
//   POST   /bulk { ids, do }           POST /bulk                     { msg, count }
//   POST   /archive                    POST /archive                  201 { msg, archive } ("Download all")
// `do` is share, hide or delete; the page's form comes back to the album with a toast.
import type { Context } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { ARCHIVE_MESSAGES, requestArchive } from '../domain/archive-job';
import { CURATION_MESSAGES, setPhotoStatus } from '../domain/curation';
import { deletePhotos } from '../domain/delete-photos';
import { photosRepository } from '../domain/repository';
import { photoSettingsInput, SETTINGS_MESSAGES, settingsFromInput } from '../domain/settings-input';
import { photoJson } from './photo-json';

const id = (c: Context) => c.req.param('id') ?? '';
const photoOutput = z.looseObject({ _id: z.string(), url: z.string(), status: z.enum(['pending', 'shared', 'hidden']) });

const setStatus = defineAction({
  method: 'PATCH',
  path: '/:id',
  guard: requireApiOwner,
  summary: "Share or hide a guest's photo",
  input: z.object({ status: z.enum(['shared', 'hidden']) }),
  output: z.object({ msg: z.string(), photo: photoOutput }),
  run: async (c: Context<OwnerEnv>, input) => {
    const photos = photosRepository(c.var.store);
    await setPhotoStatus(photos, c.var.wedding.id, [id(c)], input.status);
    const photo = (await photos.find(c.var.wedding.id, id(c)))!;
    return { msg: input.status === 'shared' ? CURATION_MESSAGES.shared(1) : CURATION_MESSAGES.hidden(1), photo: photoJson(photo) };
  },
});

const remove = defineAction({
  method: 'DELETE',
  path: '/:id',
  guard: requireApiOwner,
  summary: "Delete a guest's photo (also from storage)",
  input: z.object({}),
  output: z.object({ msg: z.string() }),
  run: async (c: Context<OwnerEnv>) => {
    await deletePhotos({ photos: photosRepository(c.var.store), config: c.var.config }, c.var.wedding.id, [id(c)]);
    return { msg: CURATION_MESSAGES.deleted(1) };
  },
});

/** A form's ticked boxes come as one string or several. */
const idList = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().max(64)).max(500));
const bulkInput = z.object({ ids: idList, do: z.enum(['share', 'hide', 'delete']) });

const bulk = {
  summary: 'Share, hide or delete several photos',
  input: bulkInput,
  output: z.object({ msg: z.string(), count: z.number().int() }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof bulkInput>) => {
    const photos = photosRepository(c.var.store);
    const weddingId = c.var.wedding.id;
    if (input.do === 'delete') {
      const count = await deletePhotos({ photos, config: c.var.config }, weddingId, input.ids);
      return { msg: CURATION_MESSAGES.deleted(count), count };
    }
    const count = await setPhotoStatus(photos, weddingId, input.ids, input.do === 'share' ? 'shared' : 'hidden');
    return { msg: input.do === 'share' ? CURATION_MESSAGES.shared(count) : CURATION_MESSAGES.hidden(count), count };
  },
};

/** Back to the album (same filter and page) with the toast. */
function backToAlbum(c: Context, text: string, kind?: 'error') {
  setFlash(c, text, kind);
  const from = c.req.header('referer');
  const back = from && new URL(from).pathname === '/app/photos' ? `/app/photos${new URL(from).search}` : '/app/photos';
  return c.redirect(back, 303);
}
const bulkForm: ActionForm<OwnerEnv, z.output<typeof bulkInput>, { msg: string }> = {
  onSuccess: (c, result) => backToAlbum(c, result.msg),
  onError: (c, problem) => backToAlbum(c, problem.msg, 'error'),
};

const saveSettings = {
  summary: "Save the guests' photo settings: mode, moderation, upload window, photos per guest",
  input: photoSettingsInput,
  output: z.object({ msg: z.string() }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof photoSettingsInput>) => {
    await photosRepository(c.var.store).saveSettings(c.var.wedding.id, settingsFromInput(input, c.var.wedding.timeZone));
    return { msg: SETTINGS_MESSAGES.saved };
  },
};
const settingsForm: ActionForm<OwnerEnv, z.output<typeof photoSettingsInput>, { msg: string }> = {
  onSuccess: (c, result) => {
    setFlash(c, result.msg);
    return c.redirect('/app/photos#settings', 303);
  },
  onError: (c, problem) => {
    setFlash(c, problem.msg, 'error');
    return c.redirect('/app/photos#settings', 303);
  },
};

const archive = {
  summary: 'Download all: start the ZIP of the shared photos; the link is e-mailed when it is ready',
  input: z.object({}),
  output: z.object({ msg: z.string(), archive: z.object({ _id: z.string(), status: z.enum(['queued', 'ready', 'failed']), photos: z.number().int() }) }),
  status: 201 as const,
  run: async (c: Context<OwnerEnv>) => {
    const started = await requestArchive({ store: c.var.store, queue: c.var.queue }, c.var.wedding.id, c.var.user);
    return {
      msg: ARCHIVE_MESSAGES.started(started.photos, c.var.user.email),
      archive: { _id: started.archive.id, status: started.archive.status, photos: started.photos },
    };
  },
};
const archiveForm: ActionForm<OwnerEnv, Record<string, never>, { msg: string }> = {
  onSuccess: (c, result) => backToAlbum(c, result.msg),
  onError: (c, problem) => backToAlbum(c, problem.msg, 'error'),
};

/** Mounted at /api/v1/photos. */
export const coupleApiActions = [
  defineAction({ method: 'POST', path: '/bulk', guard: requireApiOwner, ...bulk }),
  defineAction({ method: 'PUT', path: '/settings', guard: requireApiOwner, ...saveSettings }),
  defineAction({ method: 'POST', path: '/archive', guard: requireApiOwner, ...archive }),
  setStatus,
  remove,
];
/** Mounted at /app/photos. */
export const couplePageActions = [
  defineAction({ method: 'POST', path: '/bulk', guard: requirePageOwner, ...bulk, form: bulkForm }),
  defineAction({ method: 'POST', path: '/settings', guard: requirePageOwner, ...saveSettings, form: settingsForm }),
  defineAction({ method: 'POST', path: '/archive', guard: requirePageOwner, ...archive, form: archiveForm }),
];
