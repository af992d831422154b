import { normalizePageOrder, type SectionKey } from '../../../../shared/wedding';
import { familyOf } from '../../../../shared/wedding/design-families';
import { heroPhotoField, mainPhotoOpensPage } from '../../../../shared/wedding/hero-photo';
import { DrawnHeader, MainPhotoSection, SECTION_COMPONENTS, WeddingHeader } from '../sections';
import { OrnamentSprite } from './ornaments/symbols';
import type { WeddingSiteData } from './site-data';

/**
 * The sections to show, in the stored page order: only entries whose render flag is on (the
 * editor's section switch flips that flag; inactive sections are never rendered).
 */
export function renderedSections(site: WeddingSiteData): SectionKey[] {
  return normalizePageOrder(site.content.pageOrder)
    .filter((entry) => entry.render)
    .map((entry) => entry.title);
}

/**
 * The header (names, date, tagline) opens the page: over the main photo when that is the first
 * section; over the Design tab's hero image when one is set and the main photo does not open the
 * page (the hero is the page's own header image); on its own otherwise.
 */
export function SectionList({ site }: { site: WeddingSiteData }) {
  const keys = renderedSections(site);
  const heroFirst = mainPhotoOpensPage(site.content);
  return (
    <>
      <OrnamentSprite family={familyOf(site.weddingTheme)} />
      <main className="w-sections">
        {heroFirst ? (
          <MainPhotoSection site={site}>
            <WeddingHeader site={site} />
          </MainPhotoSection>
        ) : heroPhotoField(site.content) === 'heroImg' ? (
          <MainPhotoSection site={{ ...site, content: { ...site.content, mainImg: '' } }}>
            <WeddingHeader site={site} />
          </MainPhotoSection>
        ) : (
          <DrawnHeader site={site}>
            <WeddingHeader site={site} />
          </DrawnHeader>
        )}
        {keys.slice(heroFirst ? 1 : 0).map((key) => {
          const Section = SECTION_COMPONENTS[key];
          return <Section key={key} site={site} />;
        })}
      </main>
    </>
  );
}
