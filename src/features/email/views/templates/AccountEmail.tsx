import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';
import { useAppText } from '../../../../shared/i18n/app';

type Props = Extract<EmailContent, { template: 'account' }>;

/** Verify, reset, e-mail change: a heading, a few paragraphs and one link. */
export function AccountEmail({ heading, paragraphs, link }: Props) {
  const t = useAppText();
  return (
    <NoticeLayout heading={heading}>
      {paragraphs.map((p, i) => (
        <p key={i} style={{ lineHeight: '1.5' }}>
          {p}
        </p>
      ))}
      <NoticeButton href={link.href}>{link.label}</NoticeButton>
      <p style={smallPrint}>{t('email.account.pasteLink', { href: link.href })}</p>
    </NoticeLayout>
  );
}

export function accountEmailText({ heading, paragraphs, link }: Props): string {
  return `${heading}\n\n${paragraphs.join('\n\n')}\n\n${link.label}: ${link.href}\n`;
}
