import Countdown from '../../../../../islands/Countdown';
import { Island } from '../../../../core/rendering/hydration/Island';
import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** Countdown timer (custom seven): the Countdown island in the chosen style. */
export function CountdownSection({ site }: SectionProps) {
  const { customSevenHeading, customSevenComment, countdownStyle, dividerStyle } = site.content;
  return (
    <SectionShell section="customSeven">
      <SectionHeading text={customSevenHeading} divider={dividerStyle} />
      <Island island={Countdown} props={{ date: site.weddingDate?.toISOString() ?? null, style: countdownStyle, renderedAt: site.now.toISOString() }} />
      <Paragraph text={customSevenComment} />
    </SectionShell>
  );
}
