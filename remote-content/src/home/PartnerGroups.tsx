import { imageUrl, localized, safeHref, useLanguage } from '@marathon/shared';
import type { PartnerGroup } from '@marathon/shared/api';

/** The eight partner groups with their logos; a logo links to the partner (hrefEn when English). */
export function PartnerGroups({ groups }: { groups: PartnerGroup[] }) {
  const language = useLanguage();
  if (groups.length === 0) return null;
  return (
    <section className="home-partners" data-testid="partners">
      {groups.map((group) => (
        <div key={group.id} data-testid="partner-group" data-code={group.code}>
          <h2 className="ui-heading home-partners__label">
            {localized(language, group.label, group.labelEn)}
          </h2>
          <div className="home-partners__logos">
            {group.children.map((partner) => {
              // A partner whose address fails the safe-link rule shows its logo without a link.
              const href = safeHref(language === 'en' && partner.hrefEn ? partner.hrefEn : partner.href);
              const name = localized(language, partner.name, partner.nameEn);
              const logo = (
                <div className="content-ratio home-partners__frame">
                  <img
                    className="home-partners__logo"
                    src={imageUrl(partner.src)}
                    alt={name}
                    loading="lazy"
                  />
                </div>
              );
              return href ? (
                <a
                  key={partner.id}
                  className="ui-link home-partners__link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="partner-link"
                >
                  {logo}
                </a>
              ) : (
                <div key={partner.id}>{logo}</div>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
