import { IMPORT_MAX_CHARS, type ProductImportResult, type Staff } from '@shop/contracts';
import { Link, readApiError, useTranslation } from '@shop/platform';
import { Button, PageHeading } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { TextAreaField } from '../shared/components/fields.tsx';
import styles from '../shared/components/page.module.css';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { StaffBar } from '../shared/components/StaffBar.tsx';
import { focusSoon } from '../shared/hooks/use-row-keys.ts';
import { apiErrorKey } from '../shared/lib/api-error-message.ts';
import { PRODUCTS_HOME } from '../shared/lib/office-paths.ts';
import type { FieldError } from '../shared/lib/validation.ts';
import { useOfficeImportProductsMutation } from './api/office-products.ts';
import { ImportHelp } from './components/ImportHelp.tsx';
import { ImportProblemText, ImportResultTable } from './components/ImportResultTable.tsx';
import importStyles from './components/ProductImport.module.css';
import { readTextFile } from './lib/read-text-file.ts';
import own from './ProductEditorPage.module.css';

const DONE_HEADING = 'product-import-done';

/** Why a check or an import was refused, as a translation key. */
function importErrorKey(code: string): string {
  switch (code) {
    case 'import_has_errors':
      return 'import.hasErrors';
    case 'stale_product':
    case 'stale_import':
    case 'conflict':
      return 'import.changedMeanwhile';
    case 'validation_failed':
    case 'payload_too_large':
      return 'import.tooLong';
    default:
      return apiErrorKey(code);
  }
}

/** Whether a checked file may be imported: lines, and no problem in the header or any line. */
function importable(result: ProductImportResult): boolean {
  return (
    result.headerProblems.length === 0 &&
    result.lines.length > 0 &&
    result.lines.every((line) => line.problems.length === 0)
  );
}

/** What the check found, in a sentence: how many lines, new and updated, and how many have problems. */
function CheckSummary({ result }: { result: ProductImportResult }) {
  const { t } = useTranslation(NAMESPACE);
  const created = result.lines.filter((line) => line.action === 'create').length;
  const bad = result.lines.filter((line) => line.problems.length > 0).length;
  return (
    <p role="status">
      {t('import.checked', { count: result.lines.length })}{' '}
      {t('import.checkedSplit', { created, updated: result.lines.length - created })}{' '}
      {bad > 0 ? t('import.withProblems', { count: bad }) : t('import.allGood')}
    </p>
  );
}

/**
 * Importing products from a CSV or tab separated file (a spreadsheet's export), or lines pasted: "Check"
 * asks the BFF to read it (nothing written) and shows every line with its problems; only a file without
 * problems can then be imported, all its lines at once.
 */
function ProductImport({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<FieldError | undefined>(undefined);
  const [fileError, setFileError] = useState(false);
  const [checked, setChecked] = useState<{ text: string; result: ProductImportResult } | null>(null);
  const [applied, setApplied] = useState<ProductImportResult | null>(null);
  const [failure, setFailure] = useState<{ code: string; attempt: number; codes: string[] } | null>(null);
  const [send, { isLoading, originalArgs }] = useOfficeImportProductsMutation();

  const fail = (error: unknown) => {
    const { code, fields } = readApiError(error);
    // A 409 stale_import names the products changed since the check.
    const codes = code === 'stale_import' ? Object.keys(fields ?? {}) : [];
    setFailure((p) => ({ code, codes, attempt: (p?.attempt ?? 0) + 1 }));
  };
  const current = checked && checked.text === text ? checked.result : null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileError(false);
    try {
      setText(await readTextFile(file));
      setTextError(undefined);
    } catch {
      setFileError(true);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem: FieldError | undefined =
      text.trim() === '' ? 'required' : text.length > IMPORT_MAX_CHARS ? 'too_long' : undefined;
    setTextError(problem);
    if (problem) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('textarea')?.focus());
      return;
    }
    try {
      const result = await send({ csv: text, apply: false }).unwrap();
      setChecked({ text, result });
    } catch (error) {
      fail(error);
    }
  };

  const apply = async () => {
    if (!current) return;
    setFailure(null);
    try {
      // The lines as checked: a product saved since is refused (409 stale_import), not overwritten.
      const checkedLines = current.lines.map(({ code, version }) => ({ code, version }));
      const result = await send({ csv: text, apply: true, checked: checkedLines }).unwrap();
      if (result.applied) {
        setApplied(result);
        focusSoon(DONE_HEADING);
      } else setChecked({ text, result });
    } catch (error) {
      fail(error);
    }
  };

  const again = () => {
    setApplied(null);
    setChecked(null);
    setText('');
  };

  let content: ReactNode;
  if (applied) {
    content = (
      <section aria-labelledby={DONE_HEADING} className={importStyles.summary}>
        <h2 id={DONE_HEADING} tabIndex={-1}>
          {t('import.doneTitle')}
        </h2>
        <p>{t('import.doneText', { created: applied.created, updated: applied.updated })}</p>
        <div className={form.actions}>
          <Link to={PRODUCTS_HOME} className="shop-button shop-button--primary">
            {t('import.toList')}
          </Link>
          <Button variant="secondary" onClick={again}>
            {t('import.another')}
          </Button>
        </div>
      </section>
    );
  } else {
    const count = current?.lines.length ?? 0;
    content = (
      <>
        <form ref={formRef} noValidate className={form.form} onSubmit={(event) => void check(event)}>
          <div className={fieldStyles.field}>
            <label htmlFor={fileId}>{t('import.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              aria-describedby={fileHintId}
              onChange={(event) => void onFile(event)}
            />
            <p id={fileHintId} className={hint.hint}>
              {t('import.fileHint')}
            </p>
            {fileError ? <p className={alert.alert}>{t('import.fileUnreadable')}</p> : null}
          </div>
          <TextAreaField
            label={t('import.text')}
            hint={t('import.textHint')}
            rows={10}
            value={text}
            onChange={(value) => {
              setText(value);
              setTextError(undefined);
            }}
            error={textError}
            spellCheck={false}
            wrap="off"
          />
          <div className={form.actions}>
            <Button type="submit" variant="secondary" busy={isLoading && originalArgs?.apply === false}>
              {t('import.check')}
            </Button>
            <Button
              disabled={!current || !importable(current)}
              busy={isLoading && originalArgs?.apply === true}
              onClick={() => void apply()}
            >
              {t('import.apply', { count })}
            </Button>
          </div>
          {checked && !current ? <p className={hint.hint}>{t('import.changedSinceCheck')}</p> : null}
        </form>
        {current ? (
          <section aria-labelledby="import-result-title">
            <h2 id="import-result-title">{t('import.resultTitle')}</h2>
            {current.headerProblems.length > 0 ? (
              <div role="alert" className={alert.alert}>
                <p>{t('import.headerProblems')}</p>
                <ul>
                  {current.headerProblems.map((problem, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the header's problems have no identity but their place
                    <li key={i}>
                      <ImportProblemText problem={problem} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <CheckSummary result={current} />
            {current.lines.length > 0 ? <ImportResultTable lines={current.lines} /> : null}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <section className={`${styles.page} ${own.page}`}>
      <div className={styles.top}>
        <PageHeading>{t('import.title')}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>
        <Link to={PRODUCTS_HOME}>{t('productEditor.back')}</Link>
      </p>
      <p>{t('import.intro')}</p>
      {failure ? (
        <FormAlert key={failure.attempt}>
          {failure.codes.length > 0
            ? t('import.changedSinceCheckCodes', { codes: failure.codes.join(', ') })
            : t(importErrorKey(failure.code))}
        </FormAlert>
      ) : null}
      {content}
      {applied ? null : <ImportHelp />}
    </section>
  );
}

export default function ProductImportPage() {
  return <RequireStaff>{(staff) => <ProductImport staff={staff} />}</RequireStaff>;
}
