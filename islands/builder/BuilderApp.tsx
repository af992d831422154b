import { Provider, useAtom, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../src/shared/client/api';
import { useAppText } from '../../src/shared/i18n/app';
import { showToast } from '../../src/shared/client/toast';
import { Modal } from '../../src/shared/client/ui/Modal';
import { UPGRADE_TITLE, UpgradeDialog } from '../../src/shared/client/ui/UpgradeDialog';
import { NARROW_BREAKPOINT_PX } from '../../src/shared/wedding/limits';
import { PUBLISH_TEXTS } from '../../src/shared/wedding/publish';
import { SectionOrder } from './dnd/SectionOrder';
import { Editor } from './Editor';
import { BusyButton } from './panels/controls';
import { Preview, type PreviewPick } from './Preview';
import { editorTabAtom, upgradeAtom } from './state/builder-session';
import { retryColoursAtom } from './state/colours';
import {
  canRedoAtom,
  canUndoAtom,
  conflictAtom,
  isDirtyAtom,
  noticeAtom,
  redoAtom,
  reloadKeepingEditsAtom,
  saveAtom,
  sendUpdateAtom,
  serverWeddingAtom,
  undoAtom,
} from './state/draft';
import { saveAllAtom, unsavedAreasAtom } from './state/save-state';
import { useIsLoading } from './state/use-draft';
import { useShowSection } from './show-section';

function Notices() {
  const [notice, setNotice] = useAtom(noticeAtom);
  useEffect(() => {
    if (!notice) return;
    showToast(notice.text, notice.kind);
    setNotice(null);
  }, [notice, setNotice]);
  return null;
}

function useUnsavedGuard() {
  const dirty = useAtomValue(isDirtyAtom);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Back online: colour edits whose automatic save failed while offline go out again. */
function useRetryWhenOnline() {
  const retry = useSetAtom(retryColoursAtom);
  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);
}

/** Ctrl+Z undoes a draft edit, Ctrl+Shift+Z (or Ctrl+Y) redoes it; ⌘ on a Mac. */
function useUndoKeys() {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      const target = event.target as HTMLElement | null;
      // A text field keeps the browser's own undo of its typing while it has focus.
      if (
        target &&
        (target.tagName === 'TEXTAREA' ||
          (target.tagName === 'INPUT' && !['checkbox', 'radio', 'color', 'file', 'button'].includes((target as HTMLInputElement).type)))
      )
        return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/**
 * The page's one save state: Saving…, All changes saved, or Unsaved changes with where they are
 * and one button that saves them all (the panels' own buttons save one panel).
 */
function SaveState() {
  const dirty = useAtomValue(isDirtyAtom);
  const loading = useIsLoading();
  const areas = useAtomValue(unsavedAreasAtom);
  const saveAll = useSetAtom(saveAllAtom);
  const t = useAppText();
  return (
    <div className="b-top__save">
      <span className={`b-top__status${dirty && !loading ? ' is-unsaved' : ''}`} role="status">
        {loading ? t('builder.save.saving') : dirty ? t('builder.save.unsaved') : t('builder.save.allSaved')}
      </span>
      {dirty && !loading && areas.length > 0 && (
        <span className="b-top__where" data-testid="unsaved-areas">
          {t('builder.save.where', { areas: areas.join(', ') })}
        </span>
      )}
      {dirty && (
        <BusyButton className="btn btn--primary b-small" disabled={loading} busyText={t('builder.save.saving')} onClick={() => saveAll()}>
          {t('builder.save.all')}
        </BusyButton>
      )}
    </div>
  );
}

function TopBar({ siteUrl }: { siteUrl: string | null }) {
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const t = useAppText();
  return (
    <header className="b-top">
      <a href="/app" className="b-top__back">
        {t('builder.top.dashboard')}
      </a>
      <SaveState />
      <button type="button" className="btn b-small" disabled={!canUndo} onClick={() => undo()} aria-label={t('builder.top.undo')}>
        {t('builder.top.undo')}
      </button>
      <button type="button" className="btn b-small" disabled={!canRedo} onClick={() => redo()} aria-label={t('builder.top.redo')}>
        {t('builder.top.redo')}
      </button>
      <PublishControl siteUrl={siteUrl} />
    </header>
  );
}

/**
 * The Publish step in the builder (issue 22 item 12): whether guests see the site, the preview (or
 * the site) in a new tab, and Publish site / Unpublish. Publishing saves unsaved edits first, so
 * guests see what the couple sees.
 */
function PublishControl({ siteUrl }: { siteUrl: string | null }) {
  const server = useAtomValue(serverWeddingAtom);
  const dirty = useAtomValue(isDirtyAtom);
  const loading = useIsLoading();
  const save = useSetAtom(saveAtom);
  const update = useSetAtom(sendUpdateAtom);
  const t = useAppText();
  if (!server) return null;
  if (!server.weddingUrl || !siteUrl) {
    return (
      <a className="btn b-small" href="/app/setup/address">
        {t('builder.publish.chooseAddress')}
      </a>
    );
  }
  const published = server.published;
  const setPublished = async (value: boolean) => {
    // One action, one toast: the edits saved on the way say nothing of their own.
    if (value && dirty && !(await save({ quiet: true }))) return;
    await update({ fields: { published: value }, successText: value ? PUBLISH_TEXTS.published : PUBLISH_TEXTS.unpublished });
  };
  return (
    <>
      <span className={published ? 'b-publish-state b-publish-state--live' : 'b-publish-state'} data-testid="publish-state">
        {published ? t('builder.publish.published') : t('builder.publish.notPublished')}
      </span>
      <a className="btn b-small" href={siteUrl} target="_blank" rel="noopener">
        {published ? t('builder.publish.view') : PUBLISH_TEXTS.preview}
      </a>
      <BusyButton
        className={published ? 'btn b-small' : 'btn btn--primary b-small'}
        disabled={loading}
        busyText={published ? t('builder.publish.unpublishing') : t('builder.publish.publishing')}
        onClick={() => setPublished(!published)}
      >
        {published ? PUBLISH_TEXTS.unpublish : PUBLISH_TEXTS.publish}
      </BusyButton>
    </>
  );
}

/** Who saved the change that conflicts ("Saved by Leo 2 minutes ago", from the activity log), while a conflict is open. */
function useSavedBy(conflict: string | null): string | null {
  const [savedBy, setSavedBy] = useState<string | null>(null);
  useEffect(() => {
    setSavedBy(null);
    if (!conflict) return;
    let live = true;
    apiRequest<{ savedBy: { text: string } | null }>('GET', '/activity/last-save')
      .then((answer) => live && setSavedBy(answer.savedBy?.text ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [conflict]);
  return savedBy;
}

function ConflictBanner() {
  const conflict = useAtomValue(conflictAtom);
  const reload = useSetAtom(reloadKeepingEditsAtom);
  const savedBy = useSavedBy(conflict);
  const t = useAppText();
  if (!conflict) return null;
  return (
    <div className="b-conflict" role="alert">
      <p>{conflict}</p>
      {savedBy ? <p data-testid="conflict-saved-by">{savedBy}</p> : null}
      <BusyButton className="btn btn--primary b-small" disabled={false} busyText={t('builder.conflict.loading')} onClick={() => reload()}>
        {t('builder.conflict.reload')}
      </BusyButton>
    </div>
  );
}

function UpgradeModal() {
  const [upgrade, setUpgrade] = useAtom(upgradeAtom);
  const close = () => setUpgrade({ open: false });
  return (
    <Modal title={UPGRADE_TITLE} isOpen={upgrade.open} size="lg" onClose={close}>
      <UpgradeDialog message={upgrade.message} onClose={close} />
    </Modal>
  );
}

const NARROW = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;

/** True under 768 px, where the editor is a bottom sheet. */
function useNarrow() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

function Layout({ siteUrl }: { siteUrl: string | null }) {
  const narrow = useNarrow();
  const [sheetOpen, setSheetOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const hidden = narrow && !sheetOpen;
  const showSection = useShowSection();
  const setTab = useSetAtom(editorTabAtom);
  const t = useAppText();
  // A click on a section in the preview opens its panel (on a phone, in the opened sheet).
  const pick = (what: PreviewPick) => {
    if (narrow) setSheetOpen(true);
    if (what === 'details') {
      setTab('Details');
      document.querySelector('.b-side')?.scrollTo({ top: 0 });
    } else showSection(what, { scrollPreview: false });
  };
  useUnsavedGuard();
  useUndoKeys();
  useRetryWhenOnline();
  // Focus follows the sheet: into it when opened, back to 'Open Editor' when closed.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!narrow) return;
    if (sheetOpen) closeButton.current?.focus();
    else openButton.current?.focus();
  }, [sheetOpen, narrow]);
  return (
    <div className={`b-app${sheetOpen ? ' b-app--sheet-open' : ''}`} data-testid="builder">
      <Notices />
      <TopBar siteUrl={siteUrl} />
      <ConflictBanner />
      <div className="b-body">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only together with role="dialog" (narrow screens) */}
        <div
          className="b-side"
          id="builder-editor"
          role={narrow ? 'dialog' : undefined}
          aria-label={narrow ? t('builder.sheet.editor') : undefined}
          // A closed sheet is off screen: keep it out of the tab order and the accessibility tree.
          inert={hidden}
          onKeyDown={(event) => {
            if (narrow && event.key === 'Escape' && !event.defaultPrevented && (event.target as HTMLElement).closest('dialog') === null) setSheetOpen(false);
          }}
        >
          <button
            ref={closeButton}
            type="button"
            className="b-sheet-close btn b-small"
            aria-label={t('builder.sheet.close')}
            onClick={() => setSheetOpen(false)}
          >
            ×
          </button>
          <SectionOrder />
          <Editor />
        </div>
        <Preview onPick={pick} />
      </div>
      <button
        ref={openButton}
        type="button"
        className="btn btn--primary b-open-editor"
        aria-controls="builder-editor"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(true)}
      >
        {t('builder.sheet.open')}
      </button>
      <UpgradeModal />
    </div>
  );
}

export function BuilderApp({ store, siteUrl }: { store: ReturnType<typeof createStore>; siteUrl: string | null }) {
  return (
    <Provider store={store}>
      <Layout siteUrl={siteUrl} />
    </Provider>
  );
}
