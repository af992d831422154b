import type { CardModel, EmailEnvelope } from '../domain/card-model';

/** The plain-text part of a card e-mail: the same texts and links as the HTML, in reading order. */
export function cardPlainText(model: CardModel, envelope: EmailEnvelope): string {
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
  if (model.calendarHref) links.push(`Add to your calendar: ${model.calendarHref}`);
  if (model.viewOnlineHref) links.push(`View online: ${model.viewOnlineHref}`);
  if (links.length) blocks.push(links.join('\n'));
  blocks.push(
    [
      '--',
      envelope.isTest
        ? 'This is a test sent only to you. Each guest gets their own RSVP and unsubscribe links.'
        : `You are receiving this because ${model.names} added you to their guest list.`,
      `Unsubscribe: ${envelope.unsubscribeHref}`,
    ].join('\n'),
  );
  return `${blocks.map((b) => b.replace(/\r\n/g, '\n').trim()).join('\n\n')}\n`;
}
