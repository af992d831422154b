// /app/guest-list/qr: the printable sheet of every household's RSVP QR code (issue 16 item 5), owner only.
import { Hono } from 'hono';
import { householdCodes } from '../../../domain/guests/household-qr';
import { QrSheetPage } from '../../../views/app/guests/QrSheetPage';
import type { AppEnv } from '../../context';
import { requirePageUser } from '../../middleware/guards';
import { appPage } from '../app/app-page';
import { requestOrigin } from '../public/headers';
import { guestListOwner } from './owner';

export const qrSheetPages = new Hono<AppEnv>().get('/app/guest-list/qr', requirePageUser, async (c) => {
  const { wedding } = guestListOwner(c);
  const codes = await householdCodes(c.var.db, c.var.config, requestOrigin(c), wedding);
  c.header('cache-control', 'private, no-store');
  return appPage(c, 'RSVP codes', <QrSheetPage codes={codes} hasAddress={!!wedding.weddingUrl} />);
});
