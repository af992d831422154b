import type { QuestionsSendStatus } from '../../domain/send-questions';
import { EMAIL_PRO_ONLY } from '../../../../shared/email/texts';
import { AnnounceStyles } from '../../../announce';
import { SendPanel } from '../../../announce';
import SendDialogs from '../../../../../islands/SendDialogs';
import { Island } from '../../../../core/rendering/hydration/Island';
import { FormError } from '../../../../core/rendering/components/Form';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';
import { ANSWERED } from './SpecialSentPage';

export interface SpecialEmailView {
  pro: boolean;
  statuses: QuestionsSendStatus[];
  questionCount: number;
  questionsUrl: string | null;
  /** Why nothing can be sent now (no questions, no address, offline), or null. */
  blocked: string | null;
  bulkAvailableAt: string | null;
  requestIds: { single: string; bulk: string };
  error: string | null;
  formatTime: (iso: string) => string;
}

const EMAIL = `${SPECIAL_BASE}/email`;

/** /app/special-request/email: the questions link by e-mail, chosen guests or all with an address (Pro). */
export function SpecialEmailPage({ view }: { view: SpecialEmailView }) {
  const disabled = !view.pro || Boolean(view.blocked);
  return (
    <div className="special announce">
      <AnnounceStyles />
      <SpecialRequestNav current={EMAIL} />
      {!view.pro && <ProNotice text={EMAIL_PRO_ONLY} />}
      <SendPanel
        heading="Email the questions"
        action={EMAIL}
        testIdPrefix="special-"
        disabled={disabled}
        statuses={view.statuses}
        formatTime={view.formatTime}
        statusHeading="Email status"
        columns={[ANSWERED]}
        single={{ requestId: view.requestIds.single, fields: {} }}
        bulk={{ requestId: view.requestIds.bulk, fields: { guestIds: 'bulk' } }}
        bulkNote="Sends to every guest with an email address who has not unsubscribed and does not have it yet. You can send one bulk email per day (save-the-dates, invitations and reminders included)."
        bulkAvailableAt={view.bulkAvailableAt}
        sentHref={`${EMAIL}/sent`}
        dialogs={view.pro && <Island island={SendDialogs} props={{ product: 'questions' }} />}
      >
        <p>
          Each guest gets an email in your invitation design with a button to their own questions page
          {view.questionsUrl ? <> ({view.questionsUrl}?token=…)</> : null}, where their answers are kept for them to change later.
        </p>
        <FormError message={view.error ?? view.blocked} />
      </SendPanel>
    </div>
  );
}
