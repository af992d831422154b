import { SectionShell } from './parts';
import type { SectionProps } from './types';

/** Info tiles: three title + description tiles; blank tiles are left out. */
export function InfoTilesSection({ site }: SectionProps) {
  const c = site.content;
  const tiles = [
    { title: c.infoTileoneTitle, text: c.infoTileoneText },
    { title: c.infoTiletwoTitle, text: c.infoTiletwoText },
    { title: c.infoTilethreeTitle, text: c.infoTilethreeText },
  ].filter((tile) => tile.title.trim() || tile.text.trim());
  if (tiles.length === 0) return null;
  return (
    <SectionShell section="infoTiles">
      <ul className="w-tiles">
        {tiles.map((tile, index) => (
          <li key={index} className="w-tile">
            {tile.title.trim() && <h3 className="w-tile__title">{tile.title}</h3>}
            {tile.text.trim() && <p className="w-tile__text">{tile.text}</p>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
