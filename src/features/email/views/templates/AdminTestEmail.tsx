import type { EmailContent } from '../../domain/content';

type Props = Extract<EmailContent, { template: 'admin-test' }>;

const sentence = (stamp: string) => `This is a test e-mail sent from the admin area at ${stamp}. If you can read it, sending works.`;

/** The admin's test e-mail: proves the outbox, the worker and the provider work. */
export function AdminTestEmail({ name, stamp }: Props) {
  return (
    <>
      <p>{`Hello ${name},`}</p>
      <p>{sentence(stamp)}</p>
      <p>Vowly</p>
    </>
  );
}

export function adminTestEmailText({ name, stamp }: Props): string {
  return `Hello ${name},\n\n${sentence(stamp)}\n\nVowly`;
}
