import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

export function OurStorySection({ site }: SectionProps) {
  const { ourStoryHeading, ourStoryComment, dividerStyle } = site.content;
  return (
    <SectionShell section="ourStory" anchor="our-story">
      <SectionHeading text={ourStoryHeading} divider={dividerStyle} />
      <Paragraph text={ourStoryComment} />
    </SectionShell>
  );
}
