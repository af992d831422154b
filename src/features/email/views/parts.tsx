// Small e-mail-safe building blocks: presentation tables, inline styles, no classes, no scripts.
import type { CSSProperties, ReactNode } from 'react';
import { CARD_ORNAMENT_SIZE, type CardOrnamentKind } from './styles/card-ornaments';
import type { CardStyle, Ornament } from './styles/card-style';

export function Table({
  children,
  width = '100%',
  style,
  bgcolor,
  background,
  align,
}: {
  children: ReactNode;
  width?: number | string;
  style?: CSSProperties;
  bgcolor?: string;
  /** A background picture for clients that read the attribute rather than CSS. */
  background?: string;
  align?: 'center' | 'left' | 'right';
}) {
  return (
    <table
      role="presentation"
      width={width}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      bgcolor={bgcolor}
      {...(background ? { background } : {})}
      align={align}
      style={{ borderCollapse: 'collapse', ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** One full-width row holding one cell. */
export function Row({ children, align = 'center', style }: { children: ReactNode; align?: 'center' | 'left' | 'right'; style?: CSSProperties }) {
  return (
    <tr>
      <td align={align} style={style}>
        {children}
      </td>
    </tr>
  );
}

/** Text with its line breaks kept (a couple's message is typed in a textarea). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}

/** A decorative picture of the site family's ornaments (alt="": screen readers skip it). */
export function OrnamentPicture({ src, kind, align = 'center' }: { src: string; kind: CardOrnamentKind; align?: 'center' | 'left' | 'right' }) {
  const { width, height } = CARD_ORNAMENT_SIZE[kind];
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      style={{
        display: align === 'center' ? 'inline-block' : 'block',
        marginLeft: align === 'right' ? 'auto' : undefined,
        border: 0,
        width: `${width}px`,
        height: `${height}px`,
      }}
    />
  );
}

/** The flourish above or below the text: the family's picture, or the design's glyphs where there is none. */
export function OrnamentRow({
  ornament,
  src,
  kind,
  align = 'center',
}: {
  ornament: Ornament;
  src?: string;
  kind: 'top' | 'bottom';
  align?: 'center' | 'left';
}) {
  if (src) {
    return (
      <Row align={align} style={{ padding: kind === 'top' ? '0 0 12px' : '0' }}>
        <OrnamentPicture src={src} kind={kind} align={align} />
      </Row>
    );
  }
  return (
    <Row align={align} style={{ padding: '0 0 12px', fontSize: `${ornament.size}px`, lineHeight: `${ornament.size + 6}px`, letterSpacing: '8px' }}>
      {ornament.glyphs.map((g, i) => (
        <span key={i} style={{ color: g.color }} aria-hidden="true">
          {g.glyph}
        </span>
      ))}
    </Row>
  );
}

export function Rule({ style, align = 'center' }: { style: CardStyle; align?: 'center' | 'left' }) {
  const { rule } = style;
  if (rule.kind === 'none') return null;
  if (style.ornamentSrc) {
    // The site family's own divider (the matching suite), as a picture: e-mail clients drop inline SVG.
    return (
      <Row align={align} style={{ padding: '8px 0 14px' }}>
        <OrnamentPicture src={style.ornamentSrc} kind="divider" align={align} />
      </Row>
    );
  }
  if (rule.kind === 'wave') {
    return (
      <Row align={align} style={{ padding: '6px 0 14px', color: rule.color, fontSize: '22px', lineHeight: '22px', letterSpacing: '-2px' }}>
        <span aria-hidden="true">∿∿∿∿∿∿∿∿∿∿∿∿</span>
      </Row>
    );
  }
  const border = `${rule.kind === 'dashed' ? 2 : 1}px ${rule.kind === 'dashed' ? 'dashed' : 'solid'} ${rule.color}`;
  return (
    <Row align={align} style={{ padding: '10px 0 16px' }}>
      <Table width={rule.width} align={align}>
        <tr>
          <td style={{ borderTop: border, fontSize: '0px', lineHeight: '0px', height: '1px' }}>&nbsp;</td>
        </tr>
      </Table>
    </Row>
  );
}

/** A "bulletproof" button: the link fills a coloured cell, so it shows even without CSS padding on links. */
export function Button({ text, href, style, align = 'center' }: { text: string; href: string; style: CardStyle; align?: 'center' | 'left' }) {
  return (
    <Row align={align} style={{ padding: '18px 0 6px' }}>
      <Table width="auto" align={align} style={{ borderCollapse: 'separate' }}>
        <tr>
          <td align="center" style={{ backgroundColor: style.buttonBg, borderRadius: '6px' }}>
            <a
              href={href}
              target="_blank"
              rel="noopener"
              style={{
                display: 'inline-block',
                padding: '14px 32px',
                fontFamily: style.bodyFont,
                fontSize: '16px',
                fontWeight: 'bold',
                lineHeight: '20px',
                color: style.buttonInk,
                textDecoration: 'none',
                borderRadius: '6px',
              }}
            >
              {text}
            </a>
          </td>
        </tr>
      </Table>
    </Row>
  );
}

export function Monogram({ initials, style, size = 84 }: { initials: [string, string]; style: CardStyle; size?: number }) {
  const mono = style.monogram ?? { joiner: '&', border: `2px solid ${style.accent}`, color: style.accent };
  return (
    <Table width={size} align="center" style={{ borderCollapse: 'separate' }}>
      <tr>
        <td
          align="center"
          width={size}
          height={size}
          style={{
            width: `${size}px`,
            height: `${size}px`,
            border: mono.border,
            borderRadius: '50%',
            color: mono.color,
            fontFamily: style.namesFont,
            fontSize: `${Math.round(size / 3.4)}px`,
            lineHeight: `${size}px`,
          }}
        >
          {initials[0]}
          <span style={{ fontSize: `${Math.round(size / 5)}px`, padding: '0 3px' }}>{mono.joiner}</span>
          {initials[1]}
        </td>
      </tr>
    </Table>
  );
}
