import type { Staff } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { type ComponentType, type ReactNode, useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextAreaField } from '../../shared/components/fields.tsx';
import { PRODUCTS_HOME } from '../../shared/lib/office-paths.ts';
import { type CsvImport, type CsvImportResult, importable, importErrorKey } from '../hooks/use-csv-import.ts';
import { ImportKinds } from './ImportKinds.tsx';
import importStyles from './ProductImport.module.css';
import { ProductPageFrame } from './ProductPageFrame.tsx';

/**
 * A CSV import's page, as the product and the stock import share it: the heading and the staff bar, the way
 * back to the products, the choice of import, the intro and the refusal (announced anew each attempt); then
 * the form and what the check found (the header's problems, the `Summary`, the lines' `Table`) and the
 * `help`, or once imported what was done (its heading taking focus).
 */
export function CsvImportPage<Result extends CsvImportResult>({
  staff,
  kind,
  importer,
  title,
  intro,
  errorKeys,
  changedCodesKey,
  applyLabel,
  doneTitle,
  doneText,
  resultTitleId,
  ProblemText,
  Summary,
  Table,
  help,
}: {
  staff: Staff;
  kind: 'products' | 'stock';
  importer: CsvImport<Result>;
  title: string;
  intro: string;
  /** The import's own translation keys for refusals (see `importErrorKey`). */
  errorKeys: Readonly<Record<string, string>>;
  /** The refusal naming the products changed since the check, given `codes`. */
  changedCodesKey: string;
  applyLabel: (current: Result | null) => string;
  doneTitle: string;
  doneText: (applied: Result) => string;
  resultTitleId: string;
  ProblemText: ComponentType<{ problem: Result['headerProblems'][number] }>;
  Summary: ComponentType<{ result: Result }>;
  Table: ComponentType<{ lines: Result['lines'] }>;
  help: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { failure, applied, current } = importer;
  return (
    <ProductPageFrame staff={staff} title={title}>
      <ImportKinds current={kind} />
      <p>{intro}</p>
      {failure ? (
        <FormAlert key={failure.attempt}>
          {failure.codes.length > 0
            ? t(changedCodesKey, { codes: failure.codes.join(', ') })
            : t(importErrorKey(failure.code, errorKeys))}
        </FormAlert>
      ) : null}
      {applied ? (
        <ImportDone
          headingId={importer.doneHeading}
          title={doneTitle}
          text={doneText(applied)}
          onAgain={importer.again}
        />
      ) : (
        <>
          <CsvImportForm importer={importer} applyLabel={applyLabel(current)} />
          {current ? (
            <ImportChecked
              titleId={resultTitleId}
              headerProblems={current.headerProblems}
              ProblemText={ProblemText}
              summary={<Summary result={current} />}
            >
              {current.lines.length > 0 ? <Table lines={current.lines} /> : null}
            </ImportChecked>
          ) : null}
        </>
      )}
      {applied ? null : help}
    </ProductPageFrame>
  );
}

/** The file, or the lines pasted, with "Check" and the import (`applyLabel`, allowed once checked clean). */
function CsvImportForm({
  importer,
  applyLabel,
}: {
  importer: CsvImport<CsvImportResult>;
  applyLabel: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;
  const { current } = importer;
  return (
    <form
      ref={importer.formRef}
      noValidate
      className={form.form}
      onSubmit={(event) => void importer.check(event)}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={fileId}>{t('import.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-describedby={fileHintId}
          onChange={(event) => void importer.onFile(event)}
        />
        <p id={fileHintId} className={hint.hint}>
          {t('import.fileHint')}
        </p>
        {importer.fileError ? <p className={alert.alert}>{t('import.fileUnreadable')}</p> : null}
      </div>
      <TextAreaField
        label={t('import.text')}
        hint={t('import.textHint')}
        rows={10}
        value={importer.text}
        onChange={importer.onText}
        error={importer.textError}
        spellCheck={false}
        wrap="off"
      />
      <div className={form.actions}>
        <Button type="submit" variant="secondary" busy={importer.checking}>
          {t('import.check')}
        </Button>
        <Button
          disabled={!current || !importable(current)}
          busy={importer.applying}
          onClick={() => void importer.apply()}
        >
          {applyLabel}
        </Button>
      </div>
      {importer.changedSinceCheck ? <p className={hint.hint}>{t('import.changedSinceCheck')}</p> : null}
    </form>
  );
}

/** Once imported: the heading (`headingId`, which takes focus), what was done, the way back or another file. */
function ImportDone({
  headingId,
  title,
  text,
  onAgain,
}: {
  headingId: string;
  title: string;
  text: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={headingId} className={importStyles.summary}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <div className={form.actions}>
        <Link to={PRODUCTS_HOME} className="shop-button shop-button--primary">
          {t('import.toList')}
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {t('import.another')}
        </Button>
      </div>
    </section>
  );
}

/** What the check found: the header's problems (each in words by `ProblemText`), the summary, the lines. */
function ImportChecked<Problem>({
  titleId,
  headerProblems,
  ProblemText,
  summary,
  children,
}: {
  titleId: string;
  headerProblems: readonly Problem[];
  ProblemText: ComponentType<{ problem: Problem }>;
  summary: ReactNode;
  /** The lines' table. */
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('import.resultTitle')}</h2>
      {headerProblems.length > 0 ? (
        <div role="alert" className={alert.alert}>
          <p>{t('import.headerProblems')}</p>
          <ul>
            {headerProblems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header's problems have no identity but their place
              <li key={i}>
                <ProblemText problem={problem} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary}
      {children}
    </section>
  );
}
