import type { EmailContent } from '../../domain/content';
import { appText } from '../../../../shared/i18n/app';

type Props = Extract<EmailContent, { template: 'admin-test' }>;

const sentence = (stamp: string) => appText('email.adminTest.sentence', { stamp });

/** The admin's test e-mail: proves the outbox, the worker and the provider work. */
export function AdminTestEmail({ name, stamp }: Props) {
  return (
    <>
      <p>{appText('email.adminTest.hello', { name })}</p>
      <p>{sentence(stamp)}</p>
      <p>Vowly</p>
    </>
  );
}

export function adminTestEmailText({ name, stamp }: Props): string {
  return `${appText('email.adminTest.hello', { name })}\n\n${sentence(stamp)}\n\nVowly`;
}
