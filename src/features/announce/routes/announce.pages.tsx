import { zonedFormatter } from '../../../shared/wedding/zoned-format';
import { suggestedCardDesigns } from '../../../shared/wedding/designs';
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { readWedding, type Wedding } from '../../weddings';
import { appText } from '../../../shared/i18n/app';
import { buildCardModel } from '../../email';
import { resolveCardTexts } from '../../email';
import { cardJson } from '../../email';
import { unsubscribeUrl } from '../../email';
import { designOf, ensureInvite, storedCardOf, type InviteRow } from '../../email';
import { designsFor, PRODUCT_LABELS, type CardProductKey } from '../../email';
import { readEmailSettings } from '../../email';
import { bulkAvailableAt, guestSendStatuses, ownerTests, sendHistory } from '../../email';
import { PREVIEW_UNSUBSCRIBE_TOKEN } from '../../email';
import { newId } from '../../../shared/ids';
import { AnnounceIndexPage, type AnnounceCardSummary } from '../views/app/AnnounceIndexPage';
import { CardEditorPage, type DesignPreview } from '../views/app/CardEditorPage';
import { SentPage } from '../views/app/SentPage';
import { renderEmail } from '../../email/web';
import { cardStyleFor } from '../../email/web';
import type { DataStore } from '../../../core/db/store/store';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings/web';
import { emailNotSentBanner } from '../../email';
import { EmailNotSentBanner } from '../views/app/EmailNotSentBanner';
import { emailSettingsPageAction } from './email-settings.action';
import { announceSendPageAction } from './send.action';
import { saveCardPageAction } from './invite.action';
import { registerActions } from '../../../core/actions/register-actions';
import { writingLanguages } from '../../../shared/i18n';

/** URL segment → product (product.md §2: announce children savethedate, invitations, reminder). */
const SLUGS: Record<string, CardProductKey> = { savethedate: 'savethedate', invitations: 'invite', reminder: 'reminder' };
const SENT_PAGES = new Set(['savethedate', 'invitations']);

/** An announce page in the app shell, under the banner saying e-mail is not being sent when that is so (issue 28 item 2). */
function announcePage<E extends OwnerEnv>(c: Context<E>, title: string, body: ReactNode) {
  return appPage(
    c,
    title,
    <>
      <EmailNotSentBanner text={emailNotSentBanner(c.var.config)} />
      {body}
    </>,
  );
}

const BLURBS: Record<CardProductKey, string> = {
  savethedate: appText('announce.blurb.savethedate'),
  invite: appText('announce.blurb.invite'),
  reminder: appText('announce.blurb.reminder'),
};

function slugOf(product: CardProductKey) {
  return Object.entries(SLUGS).find(([, p]) => p === product)![0];
}

/** Added to the label of the card design that matches the couple's site design. */
export const MATCHES_YOUR_SITE = appText('announce.matchesYourSite');

function swatchOf(product: CardProductKey, design: string) {
  const style = cardStyleFor(product, design);
  return `linear-gradient(135deg, ${style.cardBg} 55%, ${style.accent} 55%)`;
}

/** Every design of the product with the couple's saved words, as the e-mail would look. */
function designPreviews(
  product: CardProductKey,
  wedding: Wedding,
  invite: InviteRow,
  origin: string,
  config: { SESSION_SECRET?: string; dataDir: string },
): DesignPreview[] {
  // In the wedding's default language: what a guest without a language of their own gets.
  const lang = writingLanguages(wedding).defaultLanguage;
  const texts = resolveCardTexts(product, wedding, storedCardOf(invite, product), lang);
  const matching = suggestedCardDesigns(wedding.weddingTheme)[product === 'savethedate' ? 'saveTheDate' : 'invitation'];
  return designsFor(product).map((design) => {
    const model = buildCardModel({ product, wedding, invite, origin, override: { design: design.key, texts }, lang, config });
    const envelope = { subject: texts.subject, preheader: '', unsubscribeHref: unsubscribeUrl(origin, PREVIEW_UNSUBSCRIBE_TOKEN), isTest: true };
    const { html } = renderEmail({ template: 'card', model, envelope });
    // The matching suite: the design that shares type and ornaments with the couple's site design says so.
    const label = design.key === matching ? `${design.label} ${MATCHES_YOUR_SITE}` : design.label;
    return { key: design.key, label, description: design.description, swatch: swatchOf(product, design.key), html };
  });
}

async function renderEditor<E extends OwnerEnv>(c: Context<E>, product: CardProductKey, extra: { typed?: Record<string, string>; error?: string } = {}) {
  const user = c.var.user;
  const store: DataStore = c.var.store;
  const wedding = readWedding(c.var.wedding);
  const invite = await ensureInvite(store, wedding.id);
  const origin = publicOrigin(c);
  const slug = slugOf(product);
  const available = await bulkAvailableAt(store, wedding.id);
  const statuses = await guestSendStatuses(store, wedding.id, product);
  const tests = await ownerTests(store, wedding.id, product);
  // Per other language, what its readers get where the couple wrote nothing (their default text, or Vowly's words).
  const languages = writingLanguages(wedding);
  const { translations: _translations, ...untranslated } = storedCardOf(invite, product);
  const translationDefaults = Object.fromEntries(languages.others.map((lang) => [lang, resolveCardTexts(product, wedding, untranslated, lang)]));
  return announcePage(
    c,
    PRODUCT_LABELS[product].title,
    <CardEditorPage
      product={product}
      basePath={`/app/announce/${slug}`}
      pro={c.var.pro}
      card={cardJson(invite, product, wedding, origin)}
      previews={designPreviews(product, wedding, invite, origin, c.var.config)}
      languages={languages}
      translationDefaults={translationDefaults}
      typed={extra.typed ?? null}
      error={extra.error ?? null}
      ownerEmail={user.email}
      statuses={statuses}
      tests={tests}
      bulkAvailableAt={available ? available.toISOString() : null}
      requestIds={{ owner: newId(), single: newId(), bulk: newId() }}
      sentHref={SENT_PAGES.has(slug) ? `/app/announce/${slug}/sent` : null}
      formatTime={zonedFormatter(wedding.timeZone, 'MMM d, h:mm a')}
    />,
  );
}

/**
 * /app/announce (product.md §2: announce children savethedate, invitations, reminder): the card
 * editors, their sends and sent pages, and the e-mail settings form. The couple's own wedding only.
 */
export const announcePages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', async (c) => {
    const store: DataStore = c.var.store;
    const wedding = readWedding(c.var.wedding);
    const invite = await ensureInvite(store, wedding.id);
    let guestsTotal = 0;
    let guestsWithEmail = 0;
    const products = ['savethedate', 'invite', 'reminder'] as const;
    const statusesOf = await Promise.all(products.map((product) => guestSendStatuses(store, wedding.id, product)));
    const cards: AnnounceCardSummary[] = products.map((product, i) => {
      const statuses = statusesOf[i]!;
      guestsTotal = statuses.length;
      guestsWithEmail = statuses.filter((s) => s.canReceive).length;
      const design = designOf(invite, product);
      const slug = slugOf(product);
      return {
        product,
        title: PRODUCT_LABELS[product].title,
        blurb: BLURBS[product],
        href: `/app/announce/${slug}`,
        sentHref: SENT_PAGES.has(slug) ? `/app/announce/${slug}/sent` : null,
        designLabel: designsFor(product).find((d) => d.key === design)?.label ?? design,
        swatch: swatchOf(product, design),
        sent: statuses.filter((s) => s.state === 'sent').length,
        sending: statuses.filter((s) => s.state === 'queued').length,
        failed: statuses.filter((s) => s.state === 'failed').length,
        notSent: statuses.filter((s) => s.state === 'not-sent' && s.canReceive).length,
      };
    });
    return announcePage(
      c,
      'Announce',
      <AnnounceIndexPage
        pro={c.var.pro}
        cards={cards}
        guestsTotal={guestsTotal}
        guestsWithEmail={guestsWithEmail}
        trackOpens={(await readEmailSettings(store, c.var.wedding.id)).trackOpens}
      />,
    );
  })
  // The brief's and older links' name for the invitations page.
  .get('/invite', (c) => c.redirect('/app/announce/invitations', 301))
  .route('/', registerActions(new Hono<OwnerEnv>(), [emailSettingsPageAction]));

for (const [slug, product] of Object.entries(SLUGS)) {
  const base = `/app/announce/${slug}`;
  announcePages
    .get(`/${slug}`, (c) => renderEditor(c, product))
    .route('/', registerActions(new Hono<OwnerEnv>(), [saveCardPageAction(slug, product, renderEditor)]));
  announcePages.route('/', registerActions(new Hono<OwnerEnv>(), [announceSendPageAction(slug, product, SENT_PAGES.has(slug) ? `${base}/sent` : null)]));
  if (SENT_PAGES.has(slug)) {
    announcePages.get(`/${slug}/sent`, async (c) => {
      const store: DataStore = c.var.store;
      const wedding = readWedding(c.var.wedding);
      const statuses = await guestSendStatuses(store, wedding.id, product);
      const history = await sendHistory(store, wedding.id, product);
      const { trackOpens } = await readEmailSettings(store, c.var.wedding.id);
      return announcePage(
        c,
        appText('announce.sentTitle', { card: PRODUCT_LABELS[product].title }),
        <SentPage
          statuses={statuses}
          history={history}
          backHref={base}
          formatTime={zonedFormatter(wedding.timeZone, 'MMM d, h:mm a')}
          trackOpens={trackOpens}
          selfHref={`${base}/sent`}
        />,
      );
    });
  }
}
