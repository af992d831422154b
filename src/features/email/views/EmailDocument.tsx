import type { CardModel, EmailEnvelope } from '../domain/card-model';
import { CARD_WIDTH, CardBody } from './CardBody';
import { Row, Table } from './parts';
import { cardFontFaces, cardStyleFor } from './styles';
import { languageDir, translator } from '../../../shared/i18n';

const FOOTER_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

function Footer({ model, envelope, ink }: { model: CardModel; envelope: EmailEnvelope; ink: string }) {
  const link = { color: ink, textDecoration: 'underline' };
  const t = translator(model.lang);
  return (
    <Table width={CARD_WIDTH} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px` }}>
      <Row style={{ padding: '22px 16px 8px', fontFamily: FOOTER_FONT, fontSize: '12px', lineHeight: '18px', color: ink }}>
        {envelope.isTest ? t('email.footer.test') : t('email.footer.why', { names: model.names })}
      </Row>
      <Row style={{ padding: '0 16px 28px', fontFamily: FOOTER_FONT, fontSize: '12px', lineHeight: '18px', color: ink }}>
        {model.viewOnlineHref && (
          <>
            <a href={model.viewOnlineHref} target="_blank" rel="noopener" style={link}>
              {t('email.footer.viewOnline')}
            </a>
            {' · '}
          </>
        )}
        <a href={envelope.unsubscribeHref} target="_blank" rel="noopener" style={link}>
          {t('email.footer.unsubscribe')}
        </a>
        {` · ${t('email.footer.sentWithVowly')}`}
      </Row>
    </Table>
  );
}

/** The whole e-mail: one centred 600 px column on the design's page colour, card, then footer. */
export function EmailDocument({ model, envelope }: { model: CardModel; envelope: EmailEnvelope }) {
  const style = cardStyleFor(model.product, model.design);
  const footerInk = isDark(style.pageBg) ? '#d6d6d6' : '#6b6b6b';
  return (
    <html lang={model.lang} dir={languageDir(model.lang)}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{envelope.subject}</title>
        {/* The design's fonts from our own host for clients that read @font-face; the rest use the fallback stacks. */}
        <style dangerouslySetInnerHTML={{ __html: cardFontFaces(style, originOf(envelope.unsubscribeHref)) }} />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: style.pageBg }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: '1px', lineHeight: '1px', color: style.pageBg }}>
          {envelope.preheader}
        </div>
        <Table bgcolor={style.pageBg} style={{ backgroundColor: style.pageBg }}>
          <Row style={{ padding: '24px 10px' }}>
            <Table width={CARD_WIDTH} align="center" style={{ width: '100%', maxWidth: `${CARD_WIDTH}px` }}>
              <Row>
                <CardBody model={model} />
              </Row>
              <Row>
                <Footer model={model} envelope={envelope} ink={footerInk} />
              </Row>
            </Table>
          </Row>
        </Table>
      </body>
    </html>
  );
}

function isDark(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}

function originOf(href: string): string {
  try {
    return new URL(href).origin;
  } catch {
    return '';
  }
}
