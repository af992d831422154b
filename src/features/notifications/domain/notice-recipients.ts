// Who a guest's RSVP answer is e-mailed to, for the features that hold a store (the RSVP's answer): the rule
// is ./notices.ts, on the SQL of ./notices-repository.ts.
import type { DataStore } from '../../../core/db/store/store';
import { noticeRecipients } from './notices';
import { noticesRepository } from './notices-repository';

export function rsvpNoticeRecipients(store: DataStore, weddingId: string) {
  return noticeRecipients(noticesRepository(store), weddingId);
}
