import { useAtom } from 'jotai';
import { useState } from 'react';
import { z } from 'zod/mini';
import { showNotice, showToast, type ClientToastKind } from '../src/shared/client/toast';
import { ConfirmDialogBody } from '../src/shared/client/ui/ConfirmDialogBody';
import { EmailDialogBody, emailDialogText, LimitNoticeBody, sendActionOf, type SendType } from '../src/shared/client/ui/EmailDialogs';
import { Modal } from '../src/shared/client/ui/Modal';
import { RightDrawer } from '../src/shared/client/ui/RightDrawer';
import { closeDrawer, closedModal, drawerAtom, MODAL_SIZES, modalAtom, openModal, type ModalSize } from '../src/shared/client/ui/ui-state';
import { UPGRADE_TITLE, UpgradeDialog } from '../src/shared/client/ui/UpgradeDialog';
import { BULK_LIMIT_MSG, BULK_LIMIT_TITLE, EMAIL_PRO_ONLY, tryAgainAfter } from '../src/shared/email/texts';
import { confirmTitle, dateChange, domainChange } from '../src/shared/wedding/change-confirmations';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { useAppText } from '../src/shared/i18n/app';

export const componentCataloguePropsSchema = z.object({ origin: z.string() });
type ComponentCatalogueProps = z.output<typeof componentCataloguePropsSchema>;

const TOAST_KINDS: ClientToastKind[] = ['success', 'info', 'warning', 'error'];
const SEND_TYPES: SendType[] = ['test', 'single', 'bulk'];

/**
 * The interactive half of /app/admin/example: every modal type (CONFIRMATION, EMAIL, UPGRADE and
 * the limit notice) and size, the right drawer and both toast readings, rendered by the same
 * components the app uses, through the session state's modal and drawer atoms.
 */
function ComponentCatalogue({ origin }: ComponentCatalogueProps) {
  const [modal, setModal] = useAtom(modalAtom);
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [count, setCount] = useState(0);
  const t = useAppText();
  const close = () => setModal(closedModal());
  const change = {
    date: dateChange({ date: '2027-06-14', time: '16:00', timeZone: 'UTC' }, { date: '2027-07-03', time: '16:00', timeZone: 'UTC' })!,
    domain: domainChange(origin, 'ana-and-ben', 'ana-ben-2027')!,
  };
  const extra = modal.extraObject as { action?: string; sendType?: SendType };

  return (
    <div className="catalogue__live">
      <section className="card app-card" aria-labelledby="cat-modals">
        <h2 id="cat-modals">{t('builder.catalogue.modals')}</h2>
        <p className="field__hint">{t('builder.catalogue.modalTypes', { sizes: MODAL_SIZES.join(', ') })}</p>
        <div className="catalogue__row">
          <button
            type="button"
            className="btn"
            onClick={() => setModal(openModal({ title: change.date.title, bodyType: 'CONFIRMATION', extraObject: { action: 'UPDATE_DATE' } }))}
          >
            {t('builder.catalogue.confirmDate')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => setModal(openModal({ title: change.domain.title, bodyType: 'CONFIRMATION', extraObject: { action: 'UPDATE_DOMAIN' } }))}
          >
            {t('builder.catalogue.confirmDomain')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() =>
              setModal(openModal({ title: confirmTitle([change.date, change.domain]), bodyType: 'CONFIRMATION', extraObject: { action: 'BOTH' } }))
            }
          >
            {t('builder.catalogue.confirmBoth')}
          </button>
          {SEND_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="btn"
              onClick={() => setModal(openModal({ title: emailDialogText('invite', type, {}).title, bodyType: 'EMAIL', extraObject: { sendType: type } }))}
            >
              {t('builder.catalogue.email', { action: sendActionOf('invite', type) })}
            </button>
          ))}
          <button
            type="button"
            className="btn"
            onClick={() => setModal(openModal({ title: BULK_LIMIT_TITLE, bodyType: 'CONFIRMATION', size: 'sm', extraObject: { action: 'SEND_LIMIT_NOTICE' } }))}
          >
            {t('builder.catalogue.limitNotice')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => setModal(openModal({ title: UPGRADE_TITLE, bodyType: 'UPGRADE', size: 'lg', extraObject: { action: 'DISPLAY_UPGRADE' } }))}
          >
            {t('builder.catalogue.upgrade')}
          </button>
        </div>
        <div className="catalogue__row">
          {MODAL_SIZES.map((size: ModalSize) => (
            <button
              key={size}
              type="button"
              className="btn btn--ghost"
              onClick={() =>
                setModal(openModal({ title: t('builder.catalogue.sizedModal', { size }), bodyType: 'CONFIRMATION', size, extraObject: { action: 'SIZE' } }))
              }
            >
              {t('builder.catalogue.size', { size })}
            </button>
          ))}
        </div>
      </section>

      <section className="card app-card" aria-labelledby="cat-drawer">
        <h2 id="cat-drawer">{t('builder.catalogue.drawer')}</h2>
        <button
          type="button"
          className="btn"
          onClick={() => setDrawer({ header: t('builder.catalogue.drawerHeader'), isOpen: true, bodyType: 'EXAMPLE', extraObject: { lines: 3 } })}
        >
          {t('builder.catalogue.openDrawer')}
        </button>
      </section>

      <section className="card app-card" aria-labelledby="cat-toasts">
        <h2 id="cat-toasts">{t('builder.catalogue.toasts')}</h2>
        <p className="field__hint">{t('builder.catalogue.toastsHint')}</p>
        <div className="catalogue__row">
          {TOAST_KINDS.map((kind) => (
            <button key={kind} type="button" className="btn" onClick={() => showToast(t('builder.catalogue.toast', { kind }), kind)}>
              {t('builder.catalogue.toastButton', { kind })}
            </button>
          ))}
          <button
            type="button"
            className="btn"
            onClick={() => {
              setCount((n) => n + 1);
              showNotice(t('builder.catalogue.increased'));
            }}
          >
            {t('builder.catalogue.increasedButton', { count })}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setCount((n) => Math.max(0, n - 1));
              showNotice(t('builder.catalogue.decreased'));
            }}
          >
            {t('builder.catalogue.decreasedButton')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setCount(0);
              showNotice(t('builder.catalogue.cleared'));
            }}
          >
            {t('builder.catalogue.clearedButton')}
          </button>
        </div>
      </section>

      <Modal title={modal.title} isOpen={modal.isOpen} size={modal.size} onClose={close}>
        <div data-testid="catalogue-modal" data-body-type={modal.bodyType} data-size={modal.size}>
          {modal.bodyType === 'CONFIRMATION' && extra.action === 'UPDATE_DATE' && (
            <ConfirmDialogBody changes={[change.date]} onConfirm={close} onCancel={close} />
          )}
          {modal.bodyType === 'CONFIRMATION' && extra.action === 'UPDATE_DOMAIN' && (
            <ConfirmDialogBody changes={[change.domain]} onConfirm={close} onCancel={close} />
          )}
          {modal.bodyType === 'CONFIRMATION' && extra.action === 'BOTH' && (
            <ConfirmDialogBody changes={[change.date, change.domain]} onConfirm={close} onCancel={close} />
          )}
          {modal.bodyType === 'CONFIRMATION' && extra.action === 'SEND_LIMIT_NOTICE' && (
            <LimitNoticeBody
              message={BULK_LIMIT_MSG}
              tryAgain={tryAgainAfter(new Date(Date.now() + 86_400_000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))}
              onClose={close}
            />
          )}
          {modal.bodyType === 'CONFIRMATION' && extra.action === 'SIZE' && (
            <>
              <p>{t('builder.catalogue.sameDialog', { size: modal.size })}</p>
              <div className="modal__actions">
                <button type="button" className="btn btn--primary" onClick={close}>
                  {t('builder.catalogue.ok')}
                </button>
              </div>
            </>
          )}
          {modal.bodyType === 'EMAIL' && extra.sendType && (
            <EmailDialogBody
              text={emailDialogText('invite', extra.sendType, { ownerEmail: 'you@example.com', names: ['Ann Lee', 'Bo Ray'], waiting: 12 })}
              action={sendActionOf('invite', extra.sendType)}
              onConfirm={close}
              onCancel={close}
            />
          )}
          {modal.bodyType === 'UPGRADE' && <UpgradeDialog message={EMAIL_PRO_ONLY} onClose={close} />}
        </div>
      </Modal>
      <RightDrawer header={drawer.header} isOpen={drawer.isOpen && drawer.bodyType === 'EXAMPLE'} onClose={() => setDrawer(closeDrawer())}>
        <ul className="notifications" data-testid="catalogue-drawer">
          {Array.from({ length: Number((drawer.extraObject as { lines?: number }).lines ?? 0) }, (_, i) => (
            <li key={i} className="notification">
              <a href="/app/rsvp">{t('builder.catalogue.entry', { n: i + 1 })}</a>
              <time>{t('builder.catalogue.justNow')}</time>
            </li>
          ))}
        </ul>
      </RightDrawer>
    </div>
  );
}

export default defineIsland('ComponentCatalogue', componentCataloguePropsSchema, ComponentCatalogue, { load: 'eager' });
