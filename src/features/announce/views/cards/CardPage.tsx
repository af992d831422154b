import type { CardModel } from '../../../email';
import { CardBody } from '../../../email/web';
import { cardFontFaces, cardStyleFor } from '../../../email/web';
import { translator } from '../../../../shared/i18n';

/** /invite/{id} and /savethedate/{id}: the card a guest got, as a page (the same markup as the e-mail). */
export function CardPage({ model, siteHref, personal }: { model: CardModel; siteHref: string | null; personal: boolean }) {
  const style = cardStyleFor(model.product, model.design);
  return (
    <main
      style={{ minHeight: '100vh', background: style.pageBg, padding: '24px 10px', boxSizing: 'border-box' }}
      data-testid="card-page"
      data-personal={personal ? 'true' : 'false'}
    >
      <style dangerouslySetInnerHTML={{ __html: cardFontFaces(style, '') }} />
      <div style={{ maxWidth: '600px', margin: '0 auto' }}>
        <CardBody model={model} />
        <p style={{ textAlign: 'center', fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif", fontSize: '14px', margin: '20px 0' }}>
          {siteHref && model.product !== 'savethedate' && (
            <a href={siteHref} style={{ color: style.ink === '#ffffff' ? '#ffffff' : style.muted }}>
              {translator(model.lang)('email.card.visitWebsite')}
            </a>
          )}
        </p>
      </div>
    </main>
  );
}
