import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** Right Align Heading (custom four). */
export function RightHeadingSection({ site }: SectionProps) {
  const { customFourHeading, customFourComment, dividerStyle } = site.content;
  return (
    <SectionShell section="customFour" className="w-aligned w-aligned--right">
      <SectionHeading text={customFourHeading} divider={dividerStyle} align="right" />
      <Paragraph text={customFourComment} align="right" />
    </SectionShell>
  );
}
