import { describe, expect, it } from 'vitest';
import { normaliseText, textProblem } from './text.ts';

describe('normaliseText', () => {
  it('composes (NFC), trims, and writes line breaks as \\n in several lines', () => {
    expect(normaliseText('  Φο\u0301ρεμα\u00A0 ', 'line')).toBe('Φόρεμα');
    expect(normaliseText(' one\r\ntwo\rthree\n ', 'lines')).toBe('one\ntwo\nthree');
    expect(normaliseText('a\r\nb', 'line')).toBe('a\r\nb');
  });
});

describe('textProblem', () => {
  it.each([
    ['ESC', 'Boutique \u001B[31mRed'],
    ['BEL', 'Ring\u0007'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['NUL', 'a\u0000b'],
    ['a right-to-left override', 'Invoice \u202Efdp.exe'],
    ['a left-to-right isolate', 'a\u2066b\u2069'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s', (_, text) => {
    expect(textProblem(text, 'line', false)).toBe('invalid_characters');
    expect(textProblem(text, 'lines', false)).toBe('invalid_characters');
  });

  it('takes tab and line breaks in several lines only', () => {
    expect(textProblem('a\tb\nc', 'lines', true)).toBeNull();
    expect(textProblem('a\tb', 'line', true)).toBe('invalid_characters');
    expect(textProblem('a\nb', 'line', true)).toBe('invalid_characters');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a zero-width joiner and a word joiner', '\u200D\u2060'],
    ['a byte order mark', '\uFEFF'],
    ['a combining accent alone', '\u0301'],
    ['the Hangul filler', '\u3164'],
    ['the Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['the blank Braille pattern', '\u2800\u2800'],
    ['fillers between spaces', ' \u3164 \u2800 '],
    ['nothing', ''],
  ])('finds a required text of %s empty', (_, text) => {
    expect(textProblem(text, 'line', true)).toBe('required');
    expect(textProblem(text, 'line', false)).toBe(text === '' ? null : 'invalid_characters');
  });

  it.each(['Κόκκινο φόρεμα', 'Café «Ήλιος»', '👗', 'A&B', '5%', 'O’Neill', 'family 👨‍👩‍👧'])(
    'takes %j',
    (text) => {
      expect(textProblem(text, 'line', true)).toBeNull();
    },
  );
});
