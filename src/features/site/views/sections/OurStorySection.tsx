import { Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';

export function OurStorySection({ site }: SectionProps) {
  const { ourStoryHeading, ourStoryComment, dividerStyle } = site.content;
  const text = sectionText(site, 'ourStoryComment');
  if (!text.shows) return null;
  return (
    <SectionShell section="ourStory" anchor="our-story">
      <SectionHeading text={ourStoryHeading} divider={dividerStyle} />
      <Paragraph text={ourStoryComment} hint={text.hint} />
    </SectionShell>
  );
}
