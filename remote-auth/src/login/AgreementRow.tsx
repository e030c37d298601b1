import { useTranslation } from '@marathon/shared';
import { Box, Link, Text } from '@marathon/shared/ui';
import { Checkbox } from '@marathon/shared/ui-interactive';
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
    <Box>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        data-testid="agreement"
        size="sm"
        alignItems="flex-start"
        // The brand palette draws its focus ring and checked fill in the dark green (5.86:1 on white).
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        {/* The box's edge must stand out from the white drawer too (3:1 for controls): grey 500 is 4.8:1. */}
        <Checkbox.Control borderColor="gray.500" data-testid="agreement-box" />
        <Checkbox.Label fontWeight="normal">
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
        </Checkbox.Label>
      </Checkbox.Root>
      {showError && !checked ? (
        <Text role="alert" color="red.600" fontSize="sm" mt="1" data-testid="agreement-error">
          {t('validation.agreement')}
        </Text>
      ) : null}
    </Box>
  );
}
