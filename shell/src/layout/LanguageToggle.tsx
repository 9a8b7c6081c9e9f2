import { languageChanged, selectLanguage, useAppDispatch, useAppSelector } from '@shop/platform';
import { useTranslation } from 'react-i18next';

/** English ↔ Greek. The visible label names the other language in that language. */
export function LanguageToggle() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');
  const next = language === 'en' ? 'gr' : 'en';
  return (
    <button
      type="button"
      className="shell-language-toggle"
      lang={next === 'gr' ? 'el' : 'en'}
      aria-label={next === 'gr' ? t('language.switchToGr') : t('language.switchToEn')}
      onClick={() => dispatch(languageChanged(next))}
    >
      {next === 'gr' ? 'Ελληνικά' : 'English'}
    </button>
  );
}
