import { Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';

/** Left Align Heading (custom three). */
export function LeftHeadingSection({ site }: SectionProps) {
  const { customThreeHeading, customThreeComment, dividerStyle } = site.content;
  const text = sectionText(site, 'customThreeComment');
  if (!text.shows) return null;
  return (
    <SectionShell section="customThree" className="w-aligned w-aligned--left">
      <SectionHeading text={customThreeHeading} divider={dividerStyle} align="left" />
      <Paragraph text={customThreeComment} align="left" hint={text.hint} />
    </SectionShell>
  );
}
