import Countdown from '../../../../../islands/Countdown';
import { Island } from '../../../../core/rendering/hydration/Island';
import { COUNTDOWN_UNITS } from '../../../../shared/countdown';
import { pluralLabels } from '../../../../shared/i18n/plural-labels';
import { siteI18n } from '../site/site-data';
import { Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** Countdown timer (custom seven): the Countdown island in the chosen style. */
export function CountdownSection({ site }: SectionProps) {
  const { customSevenHeading, customSevenComment, countdownStyle, dividerStyle } = site.content;
  const { lang, t } = siteI18n(site);
  // English is the island's own default: only another language sends its labels.
  const labels = lang === 'en' ? undefined : Object.fromEntries(COUNTDOWN_UNITS.map((unit) => [unit, pluralLabels(lang, t, `site.countdown.${unit}`)]));
  return (
    <SectionShell section="customSeven">
      <SectionHeading text={customSevenHeading} divider={dividerStyle} />
      <Island
        island={Countdown}
        props={{
          date: site.weddingDate?.toISOString() ?? null,
          style: countdownStyle,
          renderedAt: site.now.toISOString(),
          ...(labels ? { lang, labels } : {}),
        }}
      />
      <Paragraph text={customSevenComment} />
    </SectionShell>
  );
}
