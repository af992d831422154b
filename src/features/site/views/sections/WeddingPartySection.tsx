import type { WeddingPartyMember } from '../../../../shared/wedding';
import { initialsOf } from '../site/hero-art/HeroArt';
import { Ornament } from '../site/ornaments/symbols';
import { ResponsiveImage, SectionHeading, SectionShell, type ImageBox } from './parts';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

const PORTRAIT_BOX: ImageBox = { width: 480, height: 480, sizes: '(min-width: 768px) 240px, 45vw' };

const hasSomething = (member: WeddingPartyMember) => Boolean(member.image || member.name.trim() || member.caption.trim());

/**
 * Wedding party: shown only if a member has a photo, name or caption. A member without a photo
 * gets a monogram in the design's avatar frame; screen readers hear 'Photo coming soon'.
 */
export function WeddingPartySection({ site }: SectionProps) {
  const members = site.content.weddingParty.filter(hasSomething);
  if (members.length === 0) return null;
  // Vowly's own words in the page's language (issue 27).
  const { t } = siteI18n(site);
  return (
    <SectionShell section="weddingParty" anchor="wedding-party">
      <SectionHeading text={t('site.section.weddingParty')} divider={site.content.dividerStyle} />
      <ul className="w-party">
        {members.map((member) => (
          <li key={member.id} className="w-party__member">
            {member.image ? (
              <ResponsiveImage src={member.image} alt={member.name} box={PORTRAIT_BOX} className="w-party__photo" />
            ) : (
              <div className="w-party__photo w-party__photo--soon">
                <Ornament kind="avatar" />
                <span className="w-party__initials" aria-hidden="true">
                  {initialsOf(member.name.trim().split(/\s+/).slice(0, 2)).join('') || '\u2665'}
                </span>
                <span className="w-sr-only">{t('site.photoComingSoon')}</span>
              </div>
            )}
            {member.name.trim() && <h3 className="w-party__name">{member.name}</h3>}
            {member.caption.trim() && <p className="w-party__caption">{member.caption}</p>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
