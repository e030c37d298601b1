import { useTranslation } from '@marathon/shared';
import { CheckboxField } from '@marathon/shared/form';
import { Link } from '@marathon/shared/ui';
import { useAuthLinks } from '../panel/links';

/** The agreement checkbox: both documents open in a new tab; its error shows under it. */
export function AgreementRow({
  checked,
  onChange,
  showError,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const links = useAuthLinks();
  return (
    <CheckboxField
      id="login-agreement"
      checked={checked}
      onChange={onChange}
      error={showError && !checked ? t('validation.agreement') : undefined}
      testId="agreement"
      boxTestId="agreement-box"
      size="sm"
      label={
        <>
          {t('auth.agreePrefix')}
          <Link
            href={links.agreementUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            data-testid="agreement-link"
          >
            {t('auth.agreement')}
          </Link>
          {t('auth.and')}
          <Link
            href={links.privacyUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            data-testid="privacy-link"
          >
            {t('auth.privacy')}
          </Link>
        </>
      }
    />
  );
}
