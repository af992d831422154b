// The e-mail that brings a guest to the questions: the couple's invitation design (the same
// e-mail-safe layouts as their cards, src/features/email/views), a few words, the questions listed, a
// button to the guest's personal link (/questions/{weddingUrl}?token=…), and the guest's own
// unsubscribe link with the List-Unsubscribe headers.
import type { Wedding } from '../../weddings';
import type { CardModel } from '../../email';
import type { RenderEmail } from '../../email';
import { cardDateParts, resolveCardTexts } from '../../email';
import { emailImageUrl, unsubscribeUrl } from '../../email';
import { listUnsubscribeHeaders, type ComposedEmail } from '../../email';
import { designOf, storedCardOf, type InviteRow } from '../../email';
import { unsubscribeToken } from '../../email';
import { rsvpToken } from '../../guests';
import type { SpecialQuestion } from './model';
import { guestLanguage } from '../../email';
import { translator, type Lang } from '../../../shared/i18n';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export interface QuestionsEmailContext {
  config: SecretConfig;
  origin: string;
  wedding: Wedding & { weddingUrl: string };
  invite: InviteRow;
  questions: SpecialQuestion[];
  intro: string;
  renderEmail: RenderEmail;
}

/** The questions page for one guest (their personal token, the same as their RSVP link's). */
export function questionsUrl(origin: string, weddingUrl: string, token?: string | null): string {
  const url = `${origin}/questions/${weddingUrl}`;
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

function initialOf(name: string): string {
  const letter = [...name.trim()][0];
  return letter ? letter.toUpperCase() : '·';
}

export function questionsSubject(context: Pick<QuestionsEmailContext, 'wedding' | 'invite'>, lang: Lang = 'en'): string {
  const names = resolveCardTexts('invite', context.wedding, storedCardOf(context.invite, 'invite'), lang).names;
  return translator(lang)('questions.emailSubject', { names }).replace(/\s+/g, ' ').trim();
}

export function composeQuestionsEmail(
  context: QuestionsEmailContext,
  guest: { id: string; weddingId: string; rsvpLinkVersion: number; email: string; language?: string | null },
): ComposedEmail {
  const { wedding, invite } = context;
  // The guest's language (issue 27): Vowly's words; the couple's intro and questions stay as they wrote them.
  const lang = guestLanguage(guest, wedding);
  const t = translator(lang);
  const texts = resolveCardTexts('invite', wedding, storedCardOf(invite, 'invite'), lang);
  const href = questionsUrl(context.origin, wedding.weddingUrl, rsvpToken(context.config, guest));
  const list = context.questions.map((q) => `• ${q.label}`).join('\n');
  const model: CardModel = {
    product: 'invite',
    lang,
    design: designOf(invite, 'invite'),
    names: texts.names,
    initials: [initialOf(wedding.content.brideGroomOneName), initialOf(wedding.content.brideGroomTwoName)],
    heading: t('questions.emailHeading'),
    message: `${context.intro.trim() || t('questions.defaultIntro')}\n\n${list}`,
    dateLine: texts.dateLine,
    dateParts: cardDateParts(wedding, lang),
    locationLine: texts.locationLine,
    note: t('questions.emailNote'),
    button: { text: t('questions.emailButton'), href },
    viewOnlineHref: null,
    imageUrl: emailImageUrl(context.origin, invite.imageUrl),
  };
  const unsubscribeHref = unsubscribeUrl(context.origin, unsubscribeToken(context.config, guest));
  const subject = questionsSubject(context, lang);
  const envelope = { subject, preheader: context.questions[0]?.label ?? subject, unsubscribeHref, isTest: false };
  const { html, text } = context.renderEmail({ template: 'card', model, envelope });
  return { kind: 'special-request', to: guest.email, subject, html, text, headers: listUnsubscribeHeaders(unsubscribeHref) };
}
