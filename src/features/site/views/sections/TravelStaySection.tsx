import { isHttpUrl } from '../../../../shared/wedding';
import { ExternalButton, Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** Travel & Stay (custom one): 'Open in Google Maps' only when googleMapsLink is set. */
export function TravelStaySection({ site }: SectionProps) {
  const { customOneHeading, customOneComment, googleMapsLink, dividerStyle } = site.content;
  return (
    <SectionShell section="customOne">
      <SectionHeading text={customOneHeading} divider={dividerStyle} />
      <Paragraph text={customOneComment} />
      {googleMapsLink && isHttpUrl(googleMapsLink) && (
        <p className="w-actions">
          <ExternalButton href={googleMapsLink}>Open in Google Maps</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}
