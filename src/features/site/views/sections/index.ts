/** One component per public section, keyed like the page order (site-editor.md §3). */
import type { ComponentType } from 'react';
import type { SectionKey } from '../../../../shared/wedding';
import { ContentSection } from './ContentSection';
import { CountdownSection } from './CountdownSection';
import { FancyCardSection } from './FancyCardSection';
import { GallerySection } from './GallerySection';
import { GalleryTwoSection } from './GalleryTwoSection';
import { GeneralLinkSection } from './GeneralLinkSection';
import { GeneralLinkTwoSection } from './GeneralLinkTwoSection';
import { GeneralSectionTwo } from './GeneralSectionTwo';
import { GuestPhotosSection } from './GuestPhotosSection';
import { InfoTilesSection } from './InfoTilesSection';
import { LeftHeadingSection } from './LeftHeadingSection';
import { MainPhotoSection } from './MainPhotoSection';
import { MapSection } from './MapSection';
import { OurStorySection } from './OurStorySection';
import { RightHeadingSection } from './RightHeadingSection';
import { RsvpMiniSection } from './RsvpMiniSection';
import { ScheduleSection } from './ScheduleSection';
import { TextOverImageSection } from './TextOverImageSection';
import { TravelStaySection } from './TravelStaySection';
import type { SectionProps } from './types';
import { WeddingPartySection } from './WeddingPartySection';

export const SECTION_COMPONENTS: Record<SectionKey, ComponentType<SectionProps>> = {
  mainPhoto: MainPhotoSection,
  ourStory: OurStorySection,
  images: GallerySection,
  weddingParty: WeddingPartySection,
  schedule: ScheduleSection,
  content: ContentSection,
  fancyCard: FancyCardSection,
  customOne: TravelStaySection,
  customTwo: GalleryTwoSection,
  customThree: LeftHeadingSection,
  customFour: RightHeadingSection,
  customFive: MapSection,
  customSix: TextOverImageSection,
  customSeven: CountdownSection,
  customEight: GeneralLinkSection,
  customNine: GeneralLinkTwoSection,
  customTen: GeneralSectionTwo,
  rsvpMini: RsvpMiniSection,
  infoTiles: InfoTilesSection,
  guestPhotos: GuestPhotosSection,
};

export type { SectionProps } from './types';
export { WeddingHeader, displayedDate } from './WeddingHeader';
export { MainPhotoSection, heroImage, DrawnHeader } from './MainPhotoSection';
export { HERO_FILTER_CSS } from './hero-filter';
