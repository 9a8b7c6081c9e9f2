import { IMPORT_MAX_CHARS } from '@shop/contracts';
import { readApiError } from '@shop/platform';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { focusSoon } from '../../shared/hooks/use-row-keys.ts';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import type { FieldError } from '../../shared/lib/validation.ts';
import { readTextFile } from '../lib/read-text-file.ts';

/** What every import's check answers: the header's problems, each line with its problems, whether written. */
export interface CsvImportResult {
  headerProblems: readonly unknown[];
  lines: readonly { problems: readonly unknown[] }[];
  applied: boolean;
}

/** What a check or an import sends: the text, whether to write, and (to write) what the check answered. */
export interface CsvImportRequest<Checked> {
  csv: string;
  apply: boolean;
  checked?: Checked;
}

/** An import's mutation, as `useOffice…Mutation()` returns it: the trigger, and whether it is busy with what. */
export type CsvImportMutation<Result, Checked> = readonly [
  (body: CsvImportRequest<Checked>) => { unwrap: () => Promise<Result> },
  { isLoading: boolean; originalArgs?: { apply: boolean } | undefined },
];

/** A refused check or import: the API's code, and with the stale code the products it names. */
export interface CsvImportFailure {
  code: string;
  /** A new number per failure, so the same failure twice is announced twice. */
  attempt: number;
  /** With the stale code: the products changed since the check. */
  codes: string[];
}

/** Why a check or an import was refused, as a translation key: the import's own keys first, then the shared ones. */
export function importErrorKey(code: string, own: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(own, code)) return own[code] as string;
  switch (code) {
    case 'import_has_errors':
      return 'import.hasErrors';
    case 'validation_failed':
    case 'payload_too_large':
      return 'import.tooLong';
    default:
      return apiErrorKey(code);
  }
}

/** Whether a checked file may be imported: lines, and no problem in the header or any line. */
export function importable(result: CsvImportResult): boolean {
  return (
    result.headerProblems.length === 0 &&
    result.lines.length > 0 &&
    result.lines.every((line) => line.problems.length === 0)
  );
}

/**
 * A CSV import's state, as the product and the stock import share it: the text (read from a file or pasted),
 * "Check" (nothing written; the text is required and at most `IMPORT_MAX_CHARS`, else the text area takes
 * focus), and the import of the text as checked (`checkedOf` the check's answer is sent back, so what changed
 * since is refused with `staleCode`, naming the products), then focus on the `doneHeading`.
 */
export function useCsvImport<Result extends CsvImportResult, Checked>(
  [send, { isLoading, originalArgs }]: CsvImportMutation<Result, Checked>,
  options: { staleCode: string; checkedOf: (result: Result) => Checked; doneHeading: string },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<FieldError | undefined>(undefined);
  const [fileError, setFileError] = useState(false);
  const [checked, setChecked] = useState<{ text: string; result: Result } | null>(null);
  const [applied, setApplied] = useState<Result | null>(null);
  const [failure, setFailure] = useState<CsvImportFailure | null>(null);

  const fail = (error: unknown) => {
    const { code, fields } = readApiError(error);
    const codes = code === options.staleCode ? Object.keys(fields ?? {}) : [];
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

  const onText = (value: string) => {
    setText(value);
    setTextError(undefined);
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
      setChecked({ text, result: await send({ csv: text, apply: false }).unwrap() });
    } catch (error) {
      fail(error);
    }
  };

  const apply = async () => {
    if (!current) return;
    setFailure(null);
    try {
      const result = await send({ csv: text, apply: true, checked: options.checkedOf(current) }).unwrap();
      if (result.applied) {
        setApplied(result);
        focusSoon(options.doneHeading);
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

  return {
    doneHeading: options.doneHeading,
    formRef,
    text,
    textError,
    fileError,
    /** The last check's answer while the text is still the one checked. */
    current,
    /** Whether the text was checked, then changed. */
    changedSinceCheck: checked !== null && current === null,
    applied,
    failure,
    checking: isLoading && originalArgs?.apply === false,
    applying: isLoading && originalArgs?.apply === true,
    onFile,
    onText,
    check,
    apply,
    again,
  };
}

/** The state `useCsvImport` keeps, as the shared import parts read it. */
export type CsvImport<Result extends CsvImportResult> = ReturnType<typeof useCsvImport<Result, unknown>>;
