import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { apiRequest } from '../src/shared/client/api';
import { showNotice } from '../src/shared/client/toast';
import { useAppText } from '../src/shared/i18n/app';
import { RightDrawer } from '../src/shared/client/ui/RightDrawer';
import { changeCount, closeDrawer, COUNT_TOASTS, drawerAtom, headerAtom } from '../src/shared/client/ui/ui-state';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const notificationCenterPropsSchema = z.object({ count: z.number() });
type NotificationCenterProps = z.output<typeof notificationCenterPropsSchema>;

interface Item {
  kind: 'rsvp' | 'request';
  id: string;
  text: string;
  at: string;
  href: string;
}

const REFRESH_MS = 60_000;

/**
 * The top bar's notification count and the right drawer that lists what is new (product.md §3
 * header.notificationCount and right drawer, §4 count toasts). The count follows the server: new
 * RSVP answers and guest requests since the couple last looked, refreshed every minute and when the
 * tab is shown again. Closing the drawer marks them seen ('Count cleared').
 */
function NotificationCenter({ count: initial }: NotificationCenterProps) {
  const t = useAppText();
  const setHeader = useSetAtom(headerAtom);
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [items, setItems] = useState<Item[] | null>(null);
  const asOf = useRef<string | null>(null);
  const [count, setCount] = useState(() => changeCount(0, { type: 'set', value: initial }));
  const countRef = useRef(count);
  countRef.current = count;
  // The session state's header.notificationCount mirrors the count shown.
  useEffect(() => {
    setHeader((h) => ({ ...h, notificationCount: count }));
  }, [count, setHeader]);

  const apply = useCallback((next: number) => {
    const before = countRef.current;
    if (next === before) return;
    const value =
      before + 1 === next
        ? changeCount(before, { type: 'increase' })
        : before - 1 === next
          ? changeCount(before, { type: 'decrease' })
          : changeCount(before, { type: 'set', value: next });
    countRef.current = value;
    setCount(value);
    showNotice(value === 0 ? COUNT_TOASTS.set : value > before ? COUNT_TOASTS.increase : COUNT_TOASTS.decrease, 'info');
  }, []);

  const refresh = useCallback(async () => {
    try {
      const data = await apiRequest<{ count: number; notifications: Item[]; asOf: string }>('GET', '/notifications');
      apply(data.count);
      return data;
    } catch {
      return null;
    }
  }, [apply]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(onVisible, REFRESH_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const isOpen = useRef(false);
  const open = async () => {
    isOpen.current = true;
    setItems(null);
    setDrawer({ header: t('shell.bell.drawer'), isOpen: true, bodyType: 'NOTIFICATIONS', extraObject: {} });
    const data = await refresh();
    asOf.current = data?.asOf ?? null;
    setItems(data?.notifications ?? []);
  };

  const close = async () => {
    // The close button and the dialog's own close event both land here: clear once.
    if (!isOpen.current) return;
    isOpen.current = false;
    setDrawer(closeDrawer());
    setItems(null);
    // Seen up to the moment the list was read: anything that arrived while the drawer was open stays new.
    const seenUntil = asOf.current;
    asOf.current = null;
    try {
      const data = await apiRequest<{ count: number }>('PATCH', '/notifications', seenUntil ? { seenUntil } : {});
      apply(data.count);
    } catch {
      /* the count stays; the next refresh shows it */
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost top-bar__bell"
        aria-label={t('shell.bell.label', { count })}
        data-testid="notification-bell"
        onClick={() => void open()}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        <span className={count > 0 ? 'badge badge--count' : 'badge badge--count badge--zero'} data-testid="notification-count">
          {count}
        </span>
      </button>
      <RightDrawer header={drawer.header || t('shell.bell.drawer')} isOpen={drawer.isOpen && drawer.bodyType === 'NOTIFICATIONS'} onClose={() => void close()}>
        {items === null ? (
          <p className="drawer__empty">{t('shell.bell.loading')}</p>
        ) : items.length === 0 ? (
          <p className="drawer__empty" data-testid="notifications-empty">
            {t('shell.bell.empty')}
          </p>
        ) : (
          <ul className="notifications" data-testid="notifications">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={`notification notification--${item.kind}`}>
                <a href={item.href}>{item.text}</a>
                <time dateTime={item.at}>{new Date(item.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </li>
            ))}
          </ul>
        )}
      </RightDrawer>
    </>
  );
}

export default defineIsland('NotificationCenter', notificationCenterPropsSchema, NotificationCenter, { load: 'idle' });
