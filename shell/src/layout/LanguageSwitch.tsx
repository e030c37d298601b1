import { switchLanguage, useLanguage, useTranslation } from '@marathon/shared';

/** Shows the Chinese toggle when the language is English, and the English toggle when Chinese. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { t } = useTranslation();
  const target = language === 'en' ? 'zh' : 'en';
  const label = target === 'zh' ? t('language.toZh') : t('language.toEn');
  return (
    <button
      type="button"
      className="ui-button ui-button--outline"
      data-testid="language-switch"
      lang={target === 'zh' ? 'zh-CN' : 'en'}
      aria-label={t('shell.switchTo', { language: label })}
      onClick={() => switchLanguage(target)}
    >
      {label}
    </button>
  );
}
