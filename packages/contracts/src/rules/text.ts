import type { FieldErrorCode } from '../errors.ts';

/**
 * Text people type into the shop: one line (names, labels, addresses, codes of carriers) or several lines
 * (messages, notes, descriptions). Every such field is normalised the same way wherever it is read (the
 * BFF's schemas, the import, the forms): Unicode NFC (a Greek letter typed with its accent or composed
 * from two code points is the same text), line breaks as `\n`, and no blank at either end. Refused:
 * control characters (ESC, BEL, NUL…; tab and line breaks only where there are several lines), the
 * characters that reorder text on screen (bidi embeddings, overrides and isolates, which make a name read
 * otherwise than it is stored), line separators, and text without one visible character (zero-width spaces
 * alone look empty and are): `required` where the field is, `invalid_characters` where it may be empty.
 */
export type TextKind = 'line' | 'lines';

/** The schema keyword that marks a field as such text (api/text.ts); its value is the TextKind. */
export const TEXT_KEYWORD = 'x-text';

/** C0 and C1 controls and DEL; in several lines, tab and line feed are text. Finding them is the point. */
const CONTROLS: Record<TextKind, RegExp> = {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
  line: /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
  lines: /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/u,
};
/** Arabic letter mark, left-to-right / right-to-left marks, embeddings, overrides, isolates. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** A letter, digit, punctuation mark or symbol: something a reader sees. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * Letters and symbols that draw nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0, letters to
 * Unicode, ignorable as all Default_Ignorable_Code_Point are) and the blank Braille pattern (U+2800, a
 * symbol). A name of only these looks empty, as one of zero-width spaces does.
 */
const BLANK_LOOKING = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** The text as the shop stores it: NFC, `\n` line breaks (several lines), trimmed. */
export function normaliseText(value: string, kind: TextKind): string {
  const composed = value.normalize('NFC');
  return (kind === 'lines' ? composed.replace(/\r\n?/g, '\n') : composed).trim();
}

/**
 * What is wrong with a normalised text, as a field error: `invalid_characters`, or `required` for a
 * required field with nothing visible in it; null when nothing is (an optional field may be empty).
 */
export function textProblem(
  value: string,
  kind: TextKind,
  required: boolean,
): Extract<FieldErrorCode, 'invalid_characters' | 'required'> | null {
  if (CONTROLS[kind].test(value) || BIDI_CONTROLS.test(value)) return 'invalid_characters';
  if (VISIBLE.test(value.replace(BLANK_LOOKING, ''))) return null;
  // Nothing to see: empty is fine where the field may be left empty; zero-width characters alone are not.
  if (required) return 'required';
  return value === '' ? null : 'invalid_characters';
}
