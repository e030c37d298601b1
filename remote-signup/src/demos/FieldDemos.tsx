import { FixedLanguage, HTML_LANG, showMessage, useTranslation, type Language } from '@marathon/shared';
import { Box, Button, Grid, Heading, chakra } from '@marathon/shared/ui';
import { FormFields } from '../fields/FormFields';
import { useSignupForm } from '../fields/use-signup-form';
import { DEMO_FIELDS } from './demo-fields';

const FORM = { fields: DEMO_FIELDS };

/** One column: its texts come from the pinned copy of i18next that FixedLanguage provides. */
function DemoForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const methods = useSignupForm(FORM);
  return (
    <chakra.form
      noValidate
      bg="white"
      p="6"
      borderRadius="md"
      lang={HTML_LANG[language]}
      data-testid={`demo-${language}`}
      onSubmit={methods.handleSubmit(() => showMessage('success', t('signup.demos.valid')))}
    >
      <Heading as="h2" size="lg" mb="4">
        {t('signup.demos.column')}
      </Heading>
      <FormFields fields={DEMO_FIELDS} control={methods.control} getValues={methods.getValues} />
      <Button type="submit" colorPalette="brand" data-testid={`demo-${language}-check`}>
        {t('signup.demos.check')}
      </Button>
    </chakra.form>
  );
}

/** /i18NDemos: every field type of the sign-up form in Chinese and English side by side, each one live. */
export function FieldDemos() {
  const { t } = useTranslation();
  return (
    <Box data-testid="field-demos">
      <Heading as="h1" size="2xl" mb="6">
        <span lang={HTML_LANG.zh}>{t('signup.demos.heading', { lng: 'zh' })}</span> ·{' '}
        <span lang={HTML_LANG.en}>{t('signup.demos.heading', { lng: 'en' })}</span>
      </Heading>
      <Grid templateColumns="1fr 1fr" gap="6" alignItems="start">
        {(['zh', 'en'] as const).map((language) => (
          <FixedLanguage key={language} language={language}>
            <DemoForm language={language} />
          </FixedLanguage>
        ))}
      </Grid>
    </Box>
  );
}
