import { Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';

/** Content section: heading with the divider, then the paragraph text. */
export function ContentSection({ site }: SectionProps) {
  const { contentHeading, contentComment, dividerStyle } = site.content;
  const text = sectionText(site, 'contentComment');
  if (!text.shows) return null;
  return (
    <SectionShell section="content" anchor="content">
      <SectionHeading text={contentHeading} divider={dividerStyle} />
      <Paragraph text={contentComment} hint={text.hint} />
    </SectionShell>
  );
}
