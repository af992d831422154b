import { Provider, useAtom, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { useEffect, useState } from 'react';
import { showToast } from '../../src/client/toast';
import { Modal } from '../../src/client/ui/Modal';
import { UPGRADE_TITLE, UpgradeDialog } from '../../src/client/ui/UpgradeDialog';
import { SectionOrder } from './dnd/SectionOrder';
import { Editor } from './Editor';
import { Preview } from './Preview';
import { upgradeAtom } from './state/builder-session';
import { canRedoAtom, canUndoAtom, conflictAtom, isDirtyAtom, noticeAtom, redoAtom, reloadKeepingEditsAtom, undoAtom } from './state/draft';
import { useIsLoading } from './state/use-draft';

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

function useUndoKeys() {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      // Text fields keep their own undo while they have focus.
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

function TopBar({ siteUrl }: { siteUrl: string | null }) {
  const dirty = useAtomValue(isDirtyAtom);
  const loading = useIsLoading();
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  return (
    <header className="b-top">
      <a href="/app" className="b-top__back">
        ← Dashboard
      </a>
      <span className="b-top__status" role="status">
        {loading ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <button type="button" className="btn b-small" disabled={!canUndo} onClick={() => undo()} aria-label="Undo">
        Undo
      </button>
      <button type="button" className="btn b-small" disabled={!canRedo} onClick={() => redo()} aria-label="Redo">
        Redo
      </button>
      {siteUrl && (
        <a className="btn b-small" href={siteUrl} target="_blank" rel="noopener">
          View My Website
        </a>
      )}
    </header>
  );
}

function ConflictBanner() {
  const conflict = useAtomValue(conflictAtom);
  const reload = useSetAtom(reloadKeepingEditsAtom);
  if (!conflict) return null;
  return (
    <div className="b-conflict" role="alert">
      <p>{conflict}</p>
      <button type="button" className="btn btn--primary b-small" onClick={() => void reload()}>
        Load the latest version (keep my edits)
      </button>
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

function Layout({ siteUrl }: { siteUrl: string | null }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  useUnsavedGuard();
  useUndoKeys();
  return (
    <div className={`b-app${sheetOpen ? ' b-app--sheet-open' : ''}`} data-testid="builder">
      <Notices />
      <TopBar siteUrl={siteUrl} />
      <ConflictBanner />
      <div className="b-body">
        <div className="b-side">
          <button type="button" className="b-sheet-close btn b-small" aria-label="Close editor" onClick={() => setSheetOpen(false)}>
            ×
          </button>
          <SectionOrder />
          <Editor />
        </div>
        <Preview />
      </div>
      <button type="button" className="btn btn--primary b-open-editor" onClick={() => setSheetOpen(true)}>
        Open Editor
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
