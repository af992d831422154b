import type { QuestionsSendStatus } from '../../domain/send-questions';
import { EMAIL_PRO_ONLY } from '../../../../shared/email/texts';
import { AnnounceStyles } from '../../../announce/web';
import { SendPanel } from '../../../announce/web';
import SendDialogs from '../../../../../islands/SendDialogs';
import { Island } from '../../../../core/rendering/hydration/Island';
import { FormError } from '../../../../core/rendering/components/Form';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';
import { useAppText } from '../../../../shared/i18n/app';
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
  const t = useAppText();
  const disabled = !view.pro || Boolean(view.blocked);
  return (
    <div className="special announce">
      <AnnounceStyles />
      <SpecialRequestNav current={EMAIL} />
      {!view.pro && <ProNotice text={EMAIL_PRO_ONLY} />}
      <SendPanel
        heading={t('special-requests.email.heading')}
        action={EMAIL}
        testIdPrefix="special-"
        disabled={disabled}
        statuses={view.statuses}
        formatTime={view.formatTime}
        statusHeading={t('special-requests.email.statusHeading')}
        columns={[ANSWERED]}
        single={{ requestId: view.requestIds.single, fields: {} }}
        bulk={{ requestId: view.requestIds.bulk, fields: { guestIds: 'bulk' } }}
        bulkNote={t('special-requests.email.bulkNote')}
        bulkAvailableAt={view.bulkAvailableAt}
        sentHref={`${EMAIL}/sent`}
        dialogs={view.pro && <Island island={SendDialogs} props={{ product: 'questions' }} />}
      >
        <p>{t('special-requests.email.explain', { link: view.questionsUrl ? t('special-requests.email.link', { url: view.questionsUrl }) : '' })}</p>
        <FormError message={view.error ?? view.blocked} />
      </SendPanel>
    </div>
  );
}
