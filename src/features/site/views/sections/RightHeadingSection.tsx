import { Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';

/** Right Align Heading (custom four). */
export function RightHeadingSection({ site }: SectionProps) {
  const { customFourHeading, customFourComment, dividerStyle } = site.content;
  const text = sectionText(site, 'customFourComment');
  if (!text.shows) return null;
  return (
    <SectionShell section="customFour" className="w-aligned w-aligned--right">
      <SectionHeading text={customFourHeading} divider={dividerStyle} align="right" />
      <Paragraph text={customFourComment} align="right" hint={text.hint} />
    </SectionShell>
  );
}
