import { useTranslation, Waiting } from '@marathon/shared';
import { FIRST_PAINT_ID } from '@marathon/shared/contracts';
import { useState } from 'react';

/** The bib field's name in the preview: the painted page's copy is found by it. */
const BIB_NAME = 'bib';

/** The bib typed into the preview, and whether its field had focus: the tools take over both. */
export interface TypedBib {
  bib: string;
  focused: boolean;
}

/**
 * What a runner typed into the preview: first what went into the painted one before the page's scripts ran (the
 * server's first paint is still in the page while the page first renders), then into the page's own. The tools'
 * form takes it over when it replaces the preview, with the focus, so nothing typed is lost.
 */
export function useTypedBib(): [TypedBib, (bib: string, focused: boolean) => void] {
  const [typed, setTyped] = useState<TypedBib>(() => {
    const painted =
      typeof document === 'undefined'
        ? null
        : document
            .getElementById(FIRST_PAINT_ID)
            ?.querySelector<HTMLInputElement>(`input[name="${BIB_NAME}"]`);
    return {
      bib: painted?.value.trim() ?? '',
      focused: painted !== null && painted === document.activeElement,
    };
  });
  return [typed, (bib, focused) => setTyped({ bib, focused })];
}

/**
 * The lookup tools' first screen, drawn without Chakra, so the shell's server paints it from HTML and the page shows
 * it until the tools (drawn with Chakra, loaded after the first paint) take its place: the year, the links, the
 * three ways to search and the bib field, with the field already taking input. The search button waits for the
 * tools; after a second the preview says that it is getting them ready.
 */
export function ToolsPreview({
  year,
  bib,
  onBib,
}: {
  year: number | null;
  bib: string;
  /** What is typed, and whether the field has focus when the tools take its place (they keep both). */
  onBib: (bib: string, focused: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="score-preview" data-testid="score-tools-preview">
      <div className="score-preview__top">
        <label className="score-preview__field score-preview__year">
          <span className="score-preview__label">{t('search.form.year')}</span>
          <select
            className="score-preview__control"
            disabled
            defaultValue={year === null ? '' : String(year)}
          >
            <option value={year === null ? '' : String(year)}>{year === null ? '' : year}</option>
          </select>
        </label>
        <span className="score-preview__links">
          <a className="score-preview__link" href="#/verify-certificate">
            {t('result.verify.link')}
          </a>
          <a className="score-preview__link" href="#/multiple-score-search">
            {t('search.score.historyLink')}
          </a>
        </span>
      </div>
      <div className="score-preview__tabs">
        <span className="score-preview__tab score-preview__tab--current">{t('search.form.byBib')}</span>
        <span className="score-preview__tab">{t('result.names.tab')}</span>
        <span className="score-preview__tab">{t('search.form.byIdentity')}</span>
      </div>
      <div className="score-preview__row">
        <label className="score-preview__field score-preview__bib">
          <span className="score-preview__label">{t('search.form.bib')}</span>
          <input
            className="score-preview__control"
            name={BIB_NAME}
            defaultValue={bib}
            placeholder={t('search.form.bibPlaceholder')}
            autoComplete="off"
            onChange={(event) => onBib(event.target.value.trim(), true)}
            onFocus={(event) => onBib(event.target.value.trim(), true)}
            onBlur={(event) => onBib(event.target.value.trim(), false)}
          />
        </label>
        <button type="button" className="ui-button ui-button--solid score-preview__submit" disabled>
          {t('search.form.submit')}
        </button>
      </div>
      <div className="score-preview__wait">
        <Waiting what={t('search.form.toolsComing')} size="sm" testId="score-tools-coming" />
      </div>
    </div>
  );
}
