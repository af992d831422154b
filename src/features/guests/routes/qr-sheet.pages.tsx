// /app/guest-list/qr: the printable sheet of every household's RSVP QR code (issue 16 item 5), owner only
// (mounted inside the guest list's page router, behind its requirePageOwner).
import { Hono } from 'hono';
import { householdCodes } from '../domain/household-qr';
import { guestsRepository } from '../domain/repository';
import { QrSheetPage } from '../views/QrSheetPage';
import type { OwnerEnv } from '../../../core/http/context';
import { appPage } from '../../weddings/web';
import { appText } from '../../../shared/i18n/app';
import { requestOrigin } from '../../site/web';

export const qrSheetPage = new Hono<OwnerEnv>().get('/', async (c) => {
  const wedding = c.var.wedding;
  const codes = await householdCodes(guestsRepository(c.var.store), c.var.config, requestOrigin(c), wedding);
  c.header('cache-control', 'private, no-store');
  return appPage(c, appText('guests.qr.title'), <QrSheetPage codes={codes} hasAddress={!!wedding.weddingUrl} />);
});
