// The card itself: 600 px of presentation tables with inline styles, the same markup in the
// e-mail, the announce preview and the public /invite and /savethedate pages.
import type { CSSProperties } from 'react';
import type { CardModel } from '../domain/card-model';
import { Button, Lines, Monogram, OrnamentPicture, OrnamentRow, Row, Rule, Table } from './parts';
import type { CardStyle } from './styles/card-style';
import { cardStyleFor, withOrnament } from './styles';
import { translator } from '../../../shared/i18n';

export const CARD_WIDTH = 600;

function cardSurface(style: CardStyle): CSSProperties {
  return {
    backgroundColor: style.cardBg,
    ...(style.cardGradient ? { backgroundImage: style.cardGradient } : {}),
    ...(style.border ? { border: style.border } : {}),
  };
}

function imageAlt(model: CardModel) {
  return translator(model.lang)('email.card.photoOf', { names: model.names });
}

function HeroImage({ model, radius = 0 }: { model: CardModel; radius?: number }) {
  if (!model.imageUrl) return null;
  return (
    <img
      src={model.imageUrl}
      width={CARD_WIDTH}
      alt={imageAlt(model)}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: `${CARD_WIDTH}px`,
        height: 'auto',
        border: 0,
        outline: 'none',
        borderRadius: radius ? `${radius}px` : undefined,
      }}
    />
  );
}

function Heading({ model, style, align }: { model: CardModel; style: CardStyle; align: 'center' | 'left' }) {
  if (!model.heading) return null;
  return (
    <Row
      align={align}
      style={{
        padding: '0 0 14px',
        fontFamily: style.headingFont,
        fontSize: '14px',
        lineHeight: '20px',
        color: style.muted,
        textTransform: style.headingUppercase ? 'uppercase' : undefined,
        letterSpacing: style.headingLetterSpacing,
      }}
    >
      <Lines text={model.heading} />
    </Row>
  );
}

function Names({ model, style, align, size = style.namesSize }: { model: CardModel; style: CardStyle; align: 'center' | 'left'; size?: number }) {
  return (
    <Row align={align} style={{ padding: '0 0 6px' }}>
      <h1
        style={{
          margin: 0,
          fontFamily: style.namesFont,
          fontSize: `${size}px`,
          lineHeight: `${Math.round(size * 1.2)}px`,
          fontWeight: 'normal',
          fontStyle: style.namesItalic ? 'italic' : 'normal',
          textTransform: style.namesUppercase ? 'uppercase' : undefined,
          letterSpacing: style.namesLetterSpacing,
          color: style.ink,
        }}
      >
        {model.names}
      </h1>
    </Row>
  );
}

function DateAndPlace({ model, style, align }: { model: CardModel; style: CardStyle; align: 'center' | 'left' }) {
  return (
    <>
      {model.dateLine && (
        <Row
          align={align}
          style={{ padding: '0 0 6px', fontFamily: style.bodyFont, fontSize: '19px', lineHeight: '26px', color: style.ink, letterSpacing: '1px' }}
        >
          {model.dateLine}
        </Row>
      )}
      {model.locationLine && (
        <Row align={align} style={{ padding: '0 0 6px', fontFamily: style.bodyFont, fontSize: '16px', lineHeight: '24px', color: style.muted }}>
          <Lines text={model.locationLine} />
        </Row>
      )}
    </>
  );
}

function BigDate({ model, style }: { model: CardModel; style: CardStyle }) {
  if (!model.dateParts) {
    return model.dateLine ? (
      <Row style={{ padding: '4px 0 10px', fontFamily: style.namesFont, fontSize: '30px', lineHeight: '38px', color: style.ink }}>{model.dateLine}</Row>
    ) : null;
  }
  const { weekday, month, monthNumber, day, year } = model.dateParts;
  return (
    <>
      <Row
        style={{ padding: '0 0 4px', fontFamily: style.headingFont, fontSize: '13px', letterSpacing: '5px', textTransform: 'uppercase', color: style.muted }}
      >
        {weekday} · {month}
      </Row>
      <Row style={{ padding: '0 0 8px', fontFamily: style.namesFont, fontSize: '64px', lineHeight: '72px', letterSpacing: '4px', color: style.ink }}>
        {monthNumber}
        <span style={{ color: style.accent }}>.</span>
        {day}
        <span style={{ color: style.accent }}>.</span>
        {year.slice(-2)}
      </Row>
    </>
  );
}

function Message({ model, style, align }: { model: CardModel; style: CardStyle; align: 'center' | 'left' }) {
  return (
    <>
      {model.message && (
        <Row align={align} style={{ padding: '14px 0 4px', fontFamily: style.bodyFont, fontSize: '16px', lineHeight: '25px', color: style.ink }}>
          <Lines text={model.message} />
        </Row>
      )}
      {model.note && (
        <Row
          align={align}
          style={{ padding: '10px 0 0', fontFamily: style.bodyFont, fontSize: '14px', lineHeight: '21px', fontStyle: 'italic', color: style.muted }}
        >
          <Lines text={model.note} />
        </Row>
      )}
      {model.events?.map((event) => (
        <Row
          key={`${event.title}-${event.when}`}
          align={align}
          style={{ padding: '10px 0 0', fontFamily: style.bodyFont, fontSize: '14px', lineHeight: '21px', color: style.ink }}
        >
          <strong>{event.title}</strong>
          <br />
          <span style={{ color: style.muted }}>{event.when}</span>
          {event.where && (
            <>
              <br />
              <span style={{ color: style.muted }}>{event.where}</span>
            </>
          )}
        </Row>
      ))}
      {model.replyBy && (
        <Row
          align={align}
          style={{ padding: '14px 0 0', fontFamily: style.bodyFont, fontSize: '15px', lineHeight: '22px', fontWeight: 'bold', color: style.ink }}
        >
          {model.replyBy}
        </Row>
      )}
    </>
  );
}

function Actions({ model, style, align }: { model: CardModel; style: CardStyle; align: 'center' | 'left' }) {
  return (
    <>
      {model.button && <Button text={model.button.text} href={model.button.href} style={style} align={align} />}
      {model.calendarHref && (
        <Row align={align} style={{ padding: '10px 0 0', fontFamily: style.bodyFont, fontSize: '13px', lineHeight: '18px' }}>
          <a href={model.calendarHref} target="_blank" rel="noopener" style={{ color: style.muted, textDecoration: 'underline' }}>
            {translator(model.lang)('email.card.addToCalendar')}
          </a>
        </Row>
      )}
      {model.viewOnlineHref && (
        <Row align={align} style={{ padding: '10px 0 0', fontFamily: style.bodyFont, fontSize: '13px', lineHeight: '18px' }}>
          <a href={model.viewOnlineHref} target="_blank" rel="noopener" style={{ color: style.muted, textDecoration: 'underline' }}>
            {translator(model.lang)(model.product === 'savethedate' ? 'email.card.viewSaveTheDate' : 'email.card.viewInvitation')}
          </a>
        </Row>
      )}
    </>
  );
}

/** Heading, names, rule, date, place, message, note and button: the text of every layout. */
function TextBlock({ model, style, align = 'center', bigDate = false }: { model: CardModel; style: CardStyle; align?: 'center' | 'left'; bigDate?: boolean }) {
  return (
    <Table>
      {style.ornamentTop && <OrnamentRow ornament={style.ornamentTop} src={style.ornamentTopSrc} kind="top" align={align} />}
      <Heading model={model} style={style} align={align} />
      {style.monogram && (
        <Row style={{ padding: '0 0 16px' }}>
          <Monogram initials={model.initials} style={style} />
        </Row>
      )}
      {bigDate && <BigDate model={model} style={style} />}
      <Names model={model} style={style} align={align} />
      <Rule style={style} align={align} />
      <DateAndPlace model={bigDate ? { ...model, dateLine: '' } : model} style={style} align={align} />
      <Message model={model} style={style} align={align} />
      <Actions model={model} style={style} align={align} />
      {style.ornamentBottom && (
        <Row align={align} style={{ padding: '18px 0 0' }}>
          <Table>
            <OrnamentRow ornament={style.ornamentBottom} src={style.ornamentBottomSrc} kind="bottom" align={align} />
          </Table>
        </Row>
      )}
    </Table>
  );
}

function Frame({ style, children }: { style: CardStyle; children: React.ReactNode }) {
  const inner = style.innerBorder ? (
    <Table style={{ border: style.innerBorder }}>
      <Row style={{ padding: '36px 28px' }}>{children}</Row>
    </Table>
  ) : (
    children
  );
  return (
    <Row style={{ padding: style.innerBorder ? '14px' : '44px 36px' }}>
      {style.corners && (
        <Table>
          <tr>
            <td align="left" style={{ color: style.corners.color, fontSize: '26px', lineHeight: '26px' }} aria-hidden="true">
              {style.cornerSrcs ? <OrnamentPicture src={style.cornerSrcs.left} kind="corner-left" align="left" /> : style.corners.left}
            </td>
            <td align="right" style={{ color: style.corners.color, fontSize: '26px', lineHeight: '26px' }} aria-hidden="true">
              {style.cornerSrcs ? <OrnamentPicture src={style.cornerSrcs.right} kind="corner-right" align="right" /> : style.corners.right}
            </td>
          </tr>
        </Table>
      )}
      {inner}
    </Row>
  );
}

function CenteredCard({ model, style, bigDate = false }: { model: CardModel; style: CardStyle; bigDate?: boolean }) {
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      {model.imageUrl && (
        <Row style={{ padding: style.border ? '12px 12px 0' : 0 }}>
          <HeroImage model={model} />
        </Row>
      )}
      <Frame style={style}>
        <TextBlock model={model} style={style} bigDate={bigDate} />
      </Frame>
      {style.baseBand && <Row style={{ backgroundColor: style.baseBand, height: '28px', fontSize: '0px', lineHeight: '0px' }}>&nbsp;</Row>}
    </Table>
  );
}

function PhotoTopCard({ model, style }: { model: CardModel; style: CardStyle }) {
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      <Row style={{ padding: 0, backgroundColor: style.accent, fontSize: '0px', lineHeight: '0px', height: model.imageUrl ? undefined : '10px' }}>
        {model.imageUrl ? <HeroImage model={model} /> : <>&nbsp;</>}
      </Row>
      <Row style={{ padding: '40px 40px 44px', backgroundColor: style.panelBg ?? style.cardBg }}>
        <TextBlock model={model} style={style} />
      </Row>
    </Table>
  );
}

function SplitCard({ model, style }: { model: CardModel; style: CardStyle }) {
  const parts = model.dateParts;
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      <tr>
        <td width="45%" valign="middle" style={{ width: '45%', backgroundColor: model.imageUrl ? style.cardBg : style.ink, padding: 0 }}>
          {model.imageUrl ? (
            <img src={model.imageUrl} width={270} alt={imageAlt(model)} style={{ display: 'block', width: '100%', height: 'auto', border: 0 }} />
          ) : (
            <Table>
              <Row
                style={{
                  padding: '90px 10px',
                  fontFamily: style.namesFont,
                  fontSize: '54px',
                  lineHeight: '60px',
                  fontWeight: 'bold',
                  color: style.cardBg,
                  letterSpacing: '4px',
                }}
              >
                {model.initials[0]}
                <br />
                {model.initials[1]}
              </Row>
            </Table>
          )}
        </td>
        <td width="55%" valign="middle" style={{ width: '55%', padding: '32px 26px' }}>
          <Table>
            <Heading model={model} style={style} align="left" />
            {parts ? (
              <Row align="left" style={{ padding: '0 0 14px', fontFamily: style.headingFont, color: style.ink, fontWeight: 'bold' }}>
                <span style={{ display: 'block', fontSize: '18px', lineHeight: '24px', letterSpacing: '3px', textTransform: 'uppercase' }}>{parts.month}</span>
                <span style={{ display: 'block', fontSize: '64px', lineHeight: '66px' }}>{parts.day}</span>
                <span style={{ display: 'block', fontSize: '22px', lineHeight: '28px', letterSpacing: '6px' }}>{parts.year}</span>
              </Row>
            ) : (
              model.dateLine && (
                <Row align="left" style={{ padding: '0 0 14px', fontFamily: style.headingFont, fontSize: '22px', fontWeight: 'bold', color: style.ink }}>
                  {model.dateLine}
                </Row>
              )
            )}
            <Names model={model} style={style} align="left" />
            <Rule style={style} align="left" />
            {model.locationLine && (
              <Row align="left" style={{ padding: '0 0 6px', fontFamily: style.bodyFont, fontSize: '15px', lineHeight: '22px', color: style.muted }}>
                <Lines text={model.locationLine} />
              </Row>
            )}
            <Message model={model} style={style} align="left" />
            <Actions model={model} style={style} align="left" />
          </Table>
        </td>
      </tr>
    </Table>
  );
}

function CirclePhotoCard({ model, style }: { model: CardModel; style: CardStyle }) {
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      <Row style={{ padding: '44px 36px 8px' }}>
        {model.imageUrl ? (
          <img
            src={model.imageUrl}
            width={200}
            height={200}
            alt={imageAlt(model)}
            style={{
              display: 'block',
              margin: '0 auto',
              width: '200px',
              height: '200px',
              objectFit: 'cover',
              borderRadius: '50%',
              border: '6px solid #ffffff',
            }}
          />
        ) : (
          <Monogram initials={model.initials} style={{ ...style, monogram: { joiner: '&', border: '6px solid #ffffff', color: style.ink } }} size={150} />
        )}
      </Row>
      <Row style={{ padding: '20px 40px 44px' }}>
        <TextBlock model={model} style={style} />
      </Row>
    </Table>
  );
}

function LeftAlignedCard({ model, style }: { model: CardModel; style: CardStyle }) {
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      {model.imageUrl && (
        <Row>
          <HeroImage model={model} />
        </Row>
      )}
      <Row align="left" style={{ padding: '40px 40px 44px 34px', borderLeft: `8px solid ${style.accent}` }}>
        <TextBlock model={model} style={style} align="left" />
      </Row>
    </Table>
  );
}

/** The card of `model.design` (an unknown key falls back to the first design of its catalogue). */
/** Our host, from the card's absolute links; '' on our own pages (relative addresses work there). */
function originOf(model: CardModel): string {
  const href = model.viewOnlineHref ?? model.button?.href ?? '';
  try {
    return /^https?:\/\//.test(href) ? new URL(href).origin : '';
  } catch {
    return '';
  }
}

export function CardBody({ model }: { model: CardModel }) {
  const style = withOrnament(cardStyleFor(model.product, model.design), model.product, model.design, originOf(model));
  switch (style.layout) {
    case 'photo-top':
      return <PhotoTopCard model={model} style={style} />;
    case 'split':
      return <SplitCard model={model} style={style} />;
    case 'circle-photo':
      return <CirclePhotoCard model={model} style={style} />;
    case 'left-aligned':
      return <LeftAlignedCard model={model} style={style} />;
    case 'big-date':
      return <CenteredCard model={model} style={style} bigDate />;
    default:
      return <CenteredCard model={model} style={style} />;
  }
}
