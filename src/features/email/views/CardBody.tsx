// The card itself: 600 px of presentation tables with inline styles, the same markup in the
// e-mail, the announce preview and the public /invite and /savethedate pages.
import type { CSSProperties } from 'react';
import type { CardModel } from '../domain/card-model';
import { Button, Lines, Monogram, OrnamentPicture, OrnamentRow, Row, Rule, Table } from './parts';
import type { CardStyle } from './styles/card-style';
import { CARD_ART, type CardArtName } from './styles/card-art';
import { cardStyleFor, isScriptFace, withOrnament } from './styles';
import { translator } from '../../../shared/i18n';
import { namesImageSrc } from './names-image';
import { localCardCropUrl } from '../../../shared/images/card-crops';

export const CARD_WIDTH = 600;

function cardSurface(style: CardStyle): CSSProperties {
  // The drawn texture (kraft, velvet…) over the gradient over the plain colour: each client shows what it can.
  const layers = [style.artSrcs?.texture && `url(${style.artSrcs.texture})`, style.cardGradient].filter(Boolean);
  return {
    backgroundColor: style.cardBg,
    ...(layers.length ? { backgroundImage: layers.join(', ') } : {}),
    ...(style.border ? { border: style.border } : {}),
  };
}

function imageAlt(model: CardModel) {
  return translator(model.lang)('email.card.photoOf', { names: model.names });
}

const CLOUDINARY_LIMIT = /\/f_jpg,q_auto,c_limit,w_1200\//;

/**
 * The photo cut to `width`×`height` (at 2×): by Cloudinary, or by the local store's server for its invitation images
 * (shared/images/card-crops.ts); else the whole photo, covered by CSS (which Gmail ignores).
 */
function croppedUrl(url: string, width: number, height: number): string {
  if (CLOUDINARY_LIMIT.test(url)) return url.replace(CLOUDINARY_LIMIT, `/f_jpg,q_auto,c_fill,g_auto,w_${width * 2},h_${height * 2}/`);
  return localCardCropUrl(url, width, height) ?? url;
}

function HeroImage({ model, width = CARD_WIDTH, height, radius }: { model: CardModel; width?: number; height?: number; radius?: string }) {
  if (!model.imageUrl) return null;
  return (
    <img
      src={height ? croppedUrl(model.imageUrl, width, height) : model.imageUrl}
      width={width}
      height={height}
      alt={imageAlt(model)}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: `${width}px`,
        height: height ? undefined : 'auto',
        aspectRatio: height ? `${width} / ${height}` : undefined,
        objectFit: height ? 'cover' : undefined,
        margin: '0 auto',
        border: 0,
        outline: 'none',
        borderRadius: radius,
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

function Names({ model, style, align }: { model: CardModel; style: CardStyle; align: 'center' | 'left' }) {
  const picture = namesImageSrc(model, originOf(model));
  const size = style.namesSize;
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
          color: picture?.layout.color ?? style.ink,
        }}
      >
        {picture ? (
          // The names in the site's names font, drawn at 2× (names-image.ts); the alt text is the names.
          <img
            src={picture.src}
            width={picture.layout.width}
            height={picture.layout.height}
            alt={model.names}
            style={{
              display: 'block',
              width: '100%',
              maxWidth: `${picture.layout.width}px`,
              height: 'auto',
              margin: align === 'center' ? '0 auto' : 0,
              border: 0,
              outline: 'none',
            }}
          />
        ) : (
          model.names
        )}
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
  // Numerals in the names face, unless it is a script (a script's figures are not set spaced).
  const face = isScriptFace(style.namesImageFont) ? style.headingFont : style.namesFont;
  if (!model.dateParts) {
    return model.dateLine ? (
      <Row style={{ padding: '4px 0 10px', fontFamily: face, fontSize: '30px', lineHeight: '38px', color: style.ink }}>{model.dateLine}</Row>
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
      <Row style={{ padding: '0 0 8px', fontFamily: face, fontSize: '64px', lineHeight: '72px', letterSpacing: '4px', color: style.ink }}>
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

interface BlockProps {
  model: CardModel;
  style: CardStyle;
  align?: 'center' | 'left';
}

/** The ornament above, heading, monogram, big date, names and rule: the opening of every layout. */
function Opening({ model, style, align = 'center', bigDate = false }: BlockProps & { bigDate?: boolean }) {
  return (
    <>
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
    </>
  );
}

/** Date, place, message, note, buttons and the ornament below. */
function Details({ model, style, align = 'center', date = true }: BlockProps & { date?: boolean }) {
  return (
    <>
      <DateAndPlace model={date ? model : { ...model, dateLine: '' }} style={style} align={align} />
      <Message model={model} style={style} align={align} />
      <Actions model={model} style={style} align={align} />
      {style.ornamentBottom && (
        <Row align={align} style={{ padding: '18px 0 0' }}>
          <Table>
            <OrnamentRow ornament={style.ornamentBottom} src={style.ornamentBottomSrc} kind="bottom" align={align} />
          </Table>
        </Row>
      )}
    </>
  );
}

/** Heading, names, rule, date, place, message, note and button: the text of every layout. */
function TextBlock({ model, style, align = 'center', bigDate = false, date = true }: BlockProps & { bigDate?: boolean; date?: boolean }) {
  return (
    <Table>
      <Opening model={model} style={style} align={align} bigDate={bigDate} />
      <Details model={model} style={style} align={align} date={date && !bigDate} />
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

/** The card's outer table: 600 px wide, shrinking with the screen (a 390 px phone). */
function CardTable({ style, children }: { style: CardStyle; children: React.ReactNode }) {
  const { top, bottom, texture } = style.artSrcs ?? {};
  return (
    <Table width={CARD_WIDTH} bgcolor={style.cardBg} background={texture} style={{ width: '100%', maxWidth: `${CARD_WIDTH}px`, ...cardSurface(style) }}>
      {top && style.art?.bands && <ArtRow src={top} name={style.art.bands[0]} />}
      {children}
      {bottom && style.art?.bands && <ArtRow src={bottom} name={style.art.bands[1]} />}
    </Table>
  );
}

/** A drawn band across the card (peonies, confetti, gold foil, sand): decorative, alt="". */
function ArtRow({ src, name }: { src: string; name: CardArtName }) {
  const { width, height } = CARD_ART[name];
  return (
    <Row style={{ padding: 0, fontSize: '0px', lineHeight: '0px' }}>
      <img src={src} width={width} height={height} alt="" style={{ display: 'block', width: '100%', maxWidth: `${width}px`, height: 'auto', border: 0 }} />
    </Row>
  );
}

const BaseBand = ({ style }: { style: CardStyle }) => {
  if (style.artSrcs?.base && style.art?.base) return <ArtRow src={style.artSrcs.base} name={style.art.base} />;
  return style.baseBand ? <Row style={{ backgroundColor: style.baseBand, height: '28px', fontSize: '0px', lineHeight: '0px' }}>&nbsp;</Row> : null;
};

/** Layout 'centered' (and 'big-date'): the photo on top inside the card's border, the text centred in its frame. */
function CenteredCard({ model, style, bigDate = false }: { model: CardModel; style: CardStyle; bigDate?: boolean }) {
  return (
    <CardTable style={style}>
      {model.imageUrl && (
        <Row style={{ padding: style.border ? '12px 12px 0' : 0 }}>
          <HeroImage model={model} />
        </Row>
      )}
      <Frame style={style}>
        <TextBlock model={model} style={style} bigDate={bigDate} />
      </Frame>
      <BaseBand style={style} />
    </CardTable>
  );
}

/** Layout 'photo-top': the photo full bleed, then a panel of its own colour holding the text. */
function PhotoTopCard({ model, style }: { model: CardModel; style: CardStyle }) {
  return (
    <CardTable style={style}>
      <Row style={{ padding: 0, backgroundColor: style.accent, fontSize: '0px', lineHeight: '0px', height: model.imageUrl ? undefined : '10px' }}>
        {model.imageUrl ? <HeroImage model={model} /> : <>&nbsp;</>}
      </Row>
      <Row style={{ padding: '40px 40px 44px', backgroundColor: style.panelBg ?? style.cardBg }}>
        <TextBlock model={model} style={style} />
      </Row>
    </CardTable>
  );
}

/** Layout 'split': the photo (or the initials) in a left-hand column, the date stacked large beside it. */
function SplitCard({ model, style }: { model: CardModel; style: CardStyle }) {
  const parts = model.dateParts;
  return (
    <CardTable style={style}>
      <tr>
        <td width="45%" valign="middle" style={{ width: '45%', backgroundColor: model.imageUrl ? style.cardBg : style.ink, padding: 0 }}>
          {model.imageUrl ? (
            <HeroImage model={model} width={270} height={400} />
          ) : (
            <Table>
              <Row
                style={{
                  padding: '90px 10px',
                  fontFamily: style.headingFont,
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
            <Details model={model} style={style} align="left" date={false} />
          </Table>
        </td>
      </tr>
    </CardTable>
  );
}

/** Layout 'circle-photo': a round photo (or the monogram) at the centre of the card. */
function CirclePhotoCard({ model, style }: { model: CardModel; style: CardStyle }) {
  return (
    <CardTable style={style}>
      <Row style={{ padding: '44px 36px 8px' }}>
        {model.imageUrl ? (
          <Table width={212} align="center" style={{ borderCollapse: 'separate' }}>
            <Row style={{ padding: '6px', backgroundColor: '#ffffff', borderRadius: '50%' }}>
              <HeroImage model={model} width={200} height={200} radius="50%" />
            </Row>
          </Table>
        ) : (
          <Monogram
            initials={model.initials}
            style={{ ...style, monogram: { joiner: style.monogram?.joiner ?? '&', border: '6px solid #ffffff', color: style.monogram?.color ?? style.ink } }}
            size={150}
          />
        )}
      </Row>
      <Row style={{ padding: '20px 40px 44px' }}>
        {/* The round photo or monogram is the card's one centrepiece: no second monogram above the names. */}
        <TextBlock model={model} style={{ ...style, monogram: undefined }} />
      </Row>
    </CardTable>
  );
}

/** Layout 'left-aligned': left-aligned text with a bold accent bar; with a photo, the photo in a right-hand column. */
function LeftAlignedCard({ model, style }: { model: CardModel; style: CardStyle }) {
  if (!model.imageUrl) {
    return (
      <CardTable style={style}>
        <Row align="left" style={{ padding: '40px 40px 44px 34px', borderLeft: `8px solid ${style.accent}` }}>
          <TextBlock model={model} style={style} align="left" />
        </Row>
      </CardTable>
    );
  }
  return (
    <CardTable style={style}>
      <tr>
        <td width="58%" valign="middle" align="left" style={{ width: '58%', padding: '36px 24px 40px 26px', borderLeft: `8px solid ${style.accent}` }}>
          <TextBlock model={model} style={style} align="left" />
        </td>
        <td width="42%" valign="top" style={{ width: '42%', padding: 0 }}>
          <HeroImage model={model} width={252} height={420} />
        </td>
      </tr>
    </CardTable>
  );
}

/** Layout 'overlay': the photo full bleed with the heading, names and date over a dark scrim, the rest below. */
function OverlayCard({ model, style }: { model: CardModel; style: CardStyle }) {
  if (!model.imageUrl) return <CenteredCard model={model} style={style} />;
  const photo = croppedUrl(model.imageUrl, CARD_WIDTH, 400);
  const light = {
    ...style,
    ink: '#ffffff',
    muted: '#f4f1ea',
    ornamentTop: undefined,
    monogram: undefined,
    ornamentSrc: undefined,
    rule: { ...style.rule, kind: 'none' as const },
  };
  return (
    <CardTable style={style}>
      <tr>
        <td
          {...{ background: photo, bgcolor: '#2b2b2b' }}
          valign="bottom"
          height={400}
          role="img"
          aria-label={imageAlt(model)}
          style={{
            backgroundColor: '#2b2b2b',
            backgroundImage: `url(${photo})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            height: '400px',
            padding: 0,
          }}
        >
          <Table>
            <Row style={{ padding: '150px 28px 28px', backgroundImage: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.6) 70%)' }}>
              <Table>
                <Opening model={model} style={light} />
                <DateAndPlace model={{ ...model, locationLine: '' }} style={light} align="center" />
              </Table>
            </Row>
          </Table>
        </td>
      </tr>
      <Row style={{ padding: '22px 40px 40px' }}>
        <Table>
          <Rule style={style} />
          <Details model={{ ...model, dateLine: '' }} style={style} />
        </Table>
      </Row>
      <BaseBand style={style} />
    </CardTable>
  );
}

/** Layout 'arch': the photo in an arched window above the text. */
function ArchCard({ model, style }: { model: CardModel; style: CardStyle }) {
  if (!model.imageUrl) return <CenteredCard model={model} style={style} />;
  return (
    <CardTable style={style}>
      <Row style={{ padding: '40px 36px 0' }}>
        <Table width={300} align="center" style={{ borderCollapse: 'separate' }}>
          <Row style={{ padding: '8px', border: `1px solid ${style.accent}`, borderRadius: '158px 158px 0 0' }}>
            <HeroImage model={model} width={284} height={360} radius="142px 142px 0 0" />
          </Row>
        </Table>
      </Row>
      <Frame style={style}>
        <TextBlock model={model} style={style} />
      </Frame>
    </CardTable>
  );
}

/** Layout 'band' (and 'big-date' with a photo): the names first, the photo as a wide band, then the details. */
function BandCard({ model, style, bigDate = false }: { model: CardModel; style: CardStyle; bigDate?: boolean }) {
  if (!model.imageUrl) return <CenteredCard model={model} style={style} bigDate={bigDate} />;
  return (
    <CardTable style={style}>
      <Row style={{ padding: '44px 36px 14px' }}>
        <Table>
          <Opening model={model} style={{ ...style, ornamentSrc: undefined, rule: { ...style.rule, kind: 'none' } }} bigDate={bigDate} />
        </Table>
      </Row>
      <Row style={{ padding: '0 0 0', fontSize: '0px', lineHeight: '0px' }}>
        <HeroImage model={model} width={CARD_WIDTH} height={280} />
      </Row>
      <Row style={{ padding: '26px 36px 44px' }}>
        <Table>
          <Rule style={style} />
          <Details model={model} style={style} date={!bigDate} />
        </Table>
      </Row>
    </CardTable>
  );
}

/** Layout 'polaroid': the photo as a print in a white frame with the date as its caption, above the text. */
function PolaroidCard({ model, style }: { model: CardModel; style: CardStyle }) {
  if (!model.imageUrl) return <CenteredCard model={model} style={style} />;
  return (
    <CardTable style={style}>
      <Row style={{ padding: '40px 36px 0' }}>
        <Table width={336} align="center" style={{ borderCollapse: 'separate' }}>
          <Row
            style={{
              padding: '14px 14px 0',
              backgroundColor: '#ffffff',
              border: '1px solid #e4ddd0',
              boxShadow: '0 6px 18px rgba(60, 40, 20, 0.18)',
            }}
          >
            <HeroImage model={model} width={306} height={306} />
          </Row>
          {model.dateLine && (
            <Row
              style={{
                padding: '14px 14px 18px',
                backgroundColor: '#ffffff',
                border: '1px solid #e4ddd0',
                borderTop: 0,
                fontFamily: style.headingFont,
                fontSize: '17px',
                lineHeight: '22px',
                color: '#3d3a36',
              }}
            >
              {model.dateLine}
            </Row>
          )}
        </Table>
      </Row>
      <Frame style={style}>
        <TextBlock model={model} style={style} date={false} />
      </Frame>
    </CardTable>
  );
}

/** Our host, from the card's absolute links; '' on our own pages (relative addresses work there). */
function originOf(model: CardModel): string {
  const href = model.viewOnlineHref ?? model.button?.href ?? '';
  try {
    return /^https?:\/\//.test(href) ? new URL(href).origin : '';
  } catch {
    return '';
  }
}

/** The card of `model.design` (an unknown key falls back to the first design of its catalogue). */
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
      return <BandCard model={model} style={style} bigDate />;
    case 'overlay':
      return <OverlayCard model={model} style={style} />;
    case 'arch':
      return <ArchCard model={model} style={style} />;
    case 'band':
      return <BandCard model={model} style={style} />;
    case 'polaroid':
      return <PolaroidCard model={model} style={style} />;
    default:
      return <CenteredCard model={model} style={style} />;
  }
}
