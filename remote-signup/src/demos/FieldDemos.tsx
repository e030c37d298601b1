import { I18nextProvider, i18n, showMessage, type Language } from '@marathon/shared';
import { Box, Button, Grid, Heading, chakra } from '@marathon/shared/ui';
import { useMemo } from 'react';
import { FieldLanguageContext } from '../fields/field-language';
import { FormFields } from '../fields/FormFields';
import { useSignupForm } from '../fields/use-signup-form';
import { DEMO_FIELDS } from './demo-fields';

const FORM = { fields: DEMO_FIELDS };
const HEADINGS: Record<Language, { title: string; check: string; valid: string }> = {
  zh: { title: '中文', check: '校验', valid: '全部通过校验' },
  en: { title: 'English', check: 'Check', valid: 'Every answer is valid' },
};

function DemoColumn({ language }: { language: Language }) {
  // A fixed-language copy of the page's i18n: both columns show at once, whatever the page language is.
  const instance = useMemo(() => i18n.cloneInstance({ lng: language, initAsync: false }), [language]);
  const methods = useSignupForm(FORM);
  const text = HEADINGS[language];
  return (
    <I18nextProvider i18n={instance}>
      <FieldLanguageContext.Provider value={language}>
        <chakra.form
          noValidate
          bg="white"
          p="6"
          borderRadius="md"
          lang={language === 'zh' ? 'zh-CN' : 'en'}
          data-testid={`demo-${language}`}
          onSubmit={methods.handleSubmit(() => showMessage('success', text.valid))}
        >
          <Heading as="h2" size="lg" mb="4">
            {text.title}
          </Heading>
          <FormFields fields={DEMO_FIELDS} control={methods.control} getValues={methods.getValues} />
          <Button type="submit" colorPalette="brand" data-testid={`demo-${language}-check`}>
            {text.check}
          </Button>
        </chakra.form>
      </FieldLanguageContext.Provider>
    </I18nextProvider>
  );
}

/** /i18NDemos: every field type of the sign-up form in Chinese and English side by side, each one live. */
export function FieldDemos() {
  return (
    <Box data-testid="field-demos">
      <Heading as="h1" size="2xl" mb="6">
        <span lang="zh-CN">表单组件</span> · <span lang="en">Form fields</span>
      </Heading>
      <Grid templateColumns="1fr 1fr" gap="6" alignItems="start">
        <DemoColumn language="zh" />
        <DemoColumn language="en" />
      </Grid>
    </Box>
  );
}
