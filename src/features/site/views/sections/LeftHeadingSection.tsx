import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** Left Align Heading (custom three). */
export function LeftHeadingSection({ site }: SectionProps) {
  const { customThreeHeading, customThreeComment, dividerStyle } = site.content;
  return (
    <SectionShell section="customThree" className="w-aligned w-aligned--left">
      <SectionHeading text={customThreeHeading} divider={dividerStyle} align="left" />
      <Paragraph text={customThreeComment} align="left" />
    </SectionShell>
  );
}
