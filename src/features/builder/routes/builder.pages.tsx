import { Hono } from 'hono';
import { appText } from '../../../shared/i18n/app';
import Builder from '../../../../islands/Builder';
import { readWedding, weddingJson } from '../../weddings';
import { FONT_OPTIONS } from '../../../shared/wedding/fonts';
import { Island } from '../../../core/rendering/hydration/Island';
import { fontFaces } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { enterCurrentWedding, requirePageUser } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';

let allFontsCss: string | null = null;
/** Every catalogue font's faces (the pickers show each font in its face; files load only when used). */
function builderFontsCss(): string {
  allFontsCss ??= FONT_OPTIONS.map((font) => fontFaces(font.key)?.css ?? '').join('\n');
  return allFontsCss;
}

// /builder: the one client-only island, seeded with the owner's wedding.
export const builderPages = new Hono<AppEnv>().get('/', requirePageUser, async (c) => {
  // Not the member guard: a person without a wedding is sent to /app (its setup), not shown a 404.
  const current = await enterCurrentWedding(c);
  if (!current) return c.redirect('/app');
  const { wedding: row, pro } = current;
  const wedding = readWedding(row);
  const siteUrl = wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}` : null;
  return c.render(
    <>
      <noscript>
        <p className="b-noscript">{appText('builder.page.noScript')}</p>
      </noscript>
      <Island island={Builder} props={{ wedding: weddingJson(wedding), pro, siteUrl }} />
    </>,
    { title: appText('builder.page.title'), bodyClass: 'builder', noindex: true, head: <style>{builderFontsCss()}</style> },
  );
});
