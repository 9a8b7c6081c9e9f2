import { INITIAL_ANSWERS_ELEMENT_ID, type InitialAnswers, isLanguage, type Language } from '@shop/contracts';

/**
 * How long after the page started its answers stand in for a request: the first view's reads happen
 * within seconds; a page first visited later in the tab's life asks the BFF as usual.
 */
export const INITIAL_ANSWERS_MAX_AGE_MS = 30_000;

let language: Language | null = null;
let answers: Map<string, unknown> | null = null;

/** The page's data block (initial-answers.ts in contracts), read once; none outside the composed shop. */
function pending(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const block = JSON.parse(text) as Partial<InitialAnswers>;
    if (!isLanguage(block.language) || typeof block.answers !== 'object' || block.answers === null)
      return answers;
    language = block.language;
    for (const [path, body] of Object.entries(block.answers)) answers.set(path, body);
  } catch {
    // A broken block only costs the requests it would have saved.
  }
  return answers;
}

/**
 * The answer the BFF put in the page for a read of `path` (under `/api`) in `asked` language, once: the
 * next read of it goes to the BFF. None when the language differs or the page is older than the max age.
 */
export function takeInitialAnswer(path: string, asked: Language | undefined): { data: unknown } | undefined {
  const map = pending();
  if (map.size === 0) return undefined;
  if (performance.now() > INITIAL_ANSWERS_MAX_AGE_MS) {
    map.clear();
    return undefined;
  }
  if (asked !== language || !map.has(path)) return undefined;
  const data = map.get(path);
  map.delete(path);
  return { data };
}

/** After any write (login, logout, a basket change) the answers may be out of date: none is used. */
export function forgetInitialAnswers(): void {
  pending().clear();
}

/** Tests: read the page's block again. */
export function resetInitialAnswers(): void {
  answers = null;
  language = null;
}
