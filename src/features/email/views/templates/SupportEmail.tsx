import type { EmailContent } from '../../domain/content';

type Props = Extract<EmailContent, { template: 'support' }>;

/** A support-form message to our team: the plain text, kept as typed. */
export function SupportEmail(props: Props) {
  return <pre style={{ fontFamily: 'inherit', whiteSpace: 'pre-wrap' }}>{supportEmailText(props)}</pre>;
}

export function supportEmailText({ name, email, topic, message }: Props): string {
  return `From: ${name} <${email}>\nTopic: ${topic}\n\n${message}\n`;
}
