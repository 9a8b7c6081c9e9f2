import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  detectDelimiter,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINE_CHARS,
  IMPORT_MAX_LINES,
  type ImportProblem,
  type ImportReading,
  type ImportRow,
  readImportRows,
} from '@shop/contracts';
import { CsvError, parse } from 'csv-parse';

/** The text is handed to the parser this many characters at a time, the event loop free in between. */
const CHUNK_CHARS = 4096;

async function* chunksOf(text: string): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += CHUNK_CHARS) {
    yield text.slice(at, at + CHUNK_CHARS);
    await setImmediate();
  }
}

/** Rows of the file, or the problem that stopped reading it. */
export type Rows = { rows: ImportRow[] } | { problem: ImportProblem };

/**
 * The file's rows, read by csv-parse (decision 0029) a chunk at a time: a file being checked shares the
 * event loop with every other request. Bounded as it goes: at most IMPORT_MAX_LINE_CHARS a line (the parser
 * stops there), IMPORT_MAX_COLUMNS columns (a line's cells beyond them are not kept) and IMPORT_MAX_LINES
 * lines; what exceeds a bound is a problem of the file, with its line where it has one.
 */
export function readImportFileRows(text: string): Promise<Rows> {
  const parser = parse({
    delimiter: detectDelimiter(text),
    bom: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: IMPORT_MAX_LINE_CHARS,
    // Blanks before an opening quote (`a,  "b,c"`), as spreadsheets and people write them.
    ltrim: true,
    rtrim: true,
  });
  const source = Readable.from(chunksOf(text));
  const rows: ImportRow[] = [];
  // Line numbers from each record's own text (csv-parse's count takes a CR LF inside quotes for two): the
  // empty lines it skipped before the record, then its line breaks.
  let linesBefore = 0;
  let stopped = false;
  return new Promise((resolve, reject) => {
    const stop = (read: Rows) => {
      stopped = true;
      source.destroy();
      parser.destroy();
      resolve(read);
    };
    parser.on('data', ({ record, raw }: { record: string[]; raw: string }) => {
      if (stopped) return;
      const line = linesBefore + 1 + lineBreaks(/^[\r\n]*/.exec(raw)?.[0] ?? '');
      linesBefore += lineBreaks(raw);
      if (rows.length === 0 && record.length > IMPORT_MAX_COLUMNS)
        return stop({ problem: { code: 'too_many_columns' } });
      if (rows.length > IMPORT_MAX_LINES) return stop({ problem: { code: 'too_many_lines' } });
      // Only blanks: no line, as an empty one.
      if (record.every((cell) => cell.trim() === '')) return;
      rows.push({
        line,
        cells: record.length > IMPORT_MAX_COLUMNS + 1 ? record.slice(0, IMPORT_MAX_COLUMNS + 1) : record,
      });
    });
    parser.on('end', () => resolve({ rows }));
    parser.on('error', (error) => {
      if (!(error instanceof CsvError)) return reject(error);
      // The record it stopped in starts after the last one read.
      const code = error.code === 'CSV_MAX_RECORD_SIZE' ? 'line_too_long' : 'unreadable';
      stop({ problem: { code, line: linesBefore + 1 } });
    });
    source.on('error', reject);
    source.pipe(parser);
  });
}

/** Line breaks in a record's text (CR LF counts once), counted without building a list of them: a record's
 * text holds every empty line skipped before it, which may be most of a file. */
function lineBreaks(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10) count++;
    else if (code === 13) {
      count++;
      if (text.charCodeAt(at + 1) === 10) at++;
    }
  }
  return count;
}

/**
 * An import file read against the catalogue's codes (upper case): contracts `readImportRows` over the rows
 * the CSV parser gives, or the one problem that stopped the reading.
 */
export async function readImportFile(
  text: string,
  existingCodes: ReadonlySet<string>,
): Promise<ImportReading> {
  const read = await readImportFileRows(text);
  if ('problem' in read) return { headerProblems: [read.problem], lines: [] };
  return readImportRows(read.rows, existingCodes);
}
