import {
  languageChanged,
  selectLanguage,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from '@shop/platform';
import toolButton from './tool-button.module.css';

/**
 * English ↔ Greek. The visible label names the other language in that language; the accessible name
 * starts with it (WCAG 2.5.3, label in name) and says what the button does.
 */
export function LanguageToggle() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');
  const next = language === 'en' ? 'gr' : 'en';
  const label = next === 'gr' ? 'Ελληνικά' : 'English';
  return (
    <button
      type="button"
      className={toolButton.toolButton}
      lang={next === 'gr' ? 'el' : 'en'}
      aria-label={next === 'gr' ? t('language.switchToGr', { label }) : t('language.switchToEn', { label })}
      onClick={() => dispatch(languageChanged(next))}
    >
      {label}
    </button>
  );
}
