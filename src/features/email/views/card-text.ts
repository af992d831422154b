import type { CardModel, EmailEnvelope } from '../domain/card-model';
import { translator } from '../../../shared/i18n';

/** The plain-text part of a card e-mail: the same texts and links as the HTML, in reading order. */
export function cardPlainText(model: CardModel, envelope: EmailEnvelope): string {
  const t = translator(model.lang);
  const blocks: string[] = [];
  if (model.heading) blocks.push(model.heading);
  blocks.push(model.names);
  const when = [model.dateLine, model.locationLine].filter(Boolean).join('\n');
  if (when) blocks.push(when);
  if (model.message) blocks.push(model.message);
  if (model.note) blocks.push(model.note);
  if (model.events?.length) blocks.push(model.events.map((e) => `${e.title}: ${[e.when, e.where].filter(Boolean).join(', ')}`).join('\n'));
  if (model.replyBy) blocks.push(model.replyBy);
  const links: string[] = [];
  if (model.button) links.push(`${model.button.text}: ${model.button.href}`);
  if (model.calendarHref) links.push(`${t('email.card.addToCalendar')}: ${model.calendarHref}`);
  if (model.viewOnlineHref) links.push(`${t('email.footer.viewOnline')}: ${model.viewOnlineHref}`);
  if (links.length) blocks.push(links.join('\n'));
  blocks.push(
    [
      '--',
      envelope.isTest ? t('email.footer.test') : t('email.footer.why', { names: model.names }),
      `${t('email.footer.unsubscribe')}: ${envelope.unsubscribeHref}`,
    ].join('\n'),
  );
  return `${blocks.map((b) => b.replace(/\r\n/g, '\n').trim()).join('\n\n')}\n`;
}
