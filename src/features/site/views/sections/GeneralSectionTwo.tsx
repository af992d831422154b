import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** General Section #2 (custom ten): heading and text. */
export function GeneralSectionTwo({ site }: SectionProps) {
  const { customTenHeading, customTenComment, dividerStyle } = site.content;
  return (
    <SectionShell section="customTen">
      <SectionHeading text={customTenHeading} divider={dividerStyle} />
      <Paragraph text={customTenComment} />
    </SectionShell>
  );
}
