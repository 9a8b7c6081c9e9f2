import { Type } from 'typebox';
import { TEXT_KEYWORD, type TextKind } from '../rules/text.ts';

/*
 * Schemas of text a person types, marked with TEXT_KEYWORD (rules/text.ts): the BFF's validator normalises
 * the value (NFC, `\n` line breaks, trimmed) before anything reads it, and refuses control and
 * text-direction characters, and, where the field is required (`minLength` ≥ 1), text without a visible
 * character (`required`).
 */

type StringOptions = NonNullable<Parameters<typeof Type.String>[0]>;

/** One line of text: a name, a label, an address line. */
export function LineTextSchema(options: StringOptions = {}) {
  return Type.String({ ...options, [TEXT_KEYWORD]: 'line' satisfies TextKind });
}

/** Text of several lines: a message, a note, a description. */
export function LinesTextSchema(options: StringOptions = {}) {
  return Type.String({ ...options, [TEXT_KEYWORD]: 'lines' satisfies TextKind });
}
