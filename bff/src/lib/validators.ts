import { normaliseText, TEXT_KEYWORD, type TextKind, textProblem } from '@shop/contracts';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

/**
 * Bodies are checked as sent: no type coercion, so `{ "quantity": "5" }` is a wrong type rather
 * than a 5. Query strings, params and headers only carry text, so those are coerced (a single
 * `colours=red` becomes `['red']`).
 */
const bodyAjv = withTextKeyword(addFormats.default(new Ajv({ ...shared, coerceTypes: false })));
const textAjv = withTextKeyword(addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' })));

/**
 * Contracts' text fields (`LineText`, `LinesText`): the value is normalised in place (NFC, `\n` line
 * breaks, trimmed) before the handler reads it, and refused with contracts `textProblem`'s field error
 * (`invalid_characters`, or `required` for a required field with nothing visible in it).
 */
function withTextKeyword(ajv: Ajv): Ajv {
  type Checked = ((
    kind: TextKind,
    data: string,
    parentSchema?: { minLength?: number },
    cxt?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
  ) => boolean) & { errors?: Partial<ErrorObject>[] };
  const check: Checked = (kind, data, parentSchema, cxt) => {
    const normalised = normaliseText(data, kind);
    if (normalised !== data && cxt) cxt.parentData[cxt.parentDataProperty] = normalised;
    const problem = textProblem(normalised, kind, (parentSchema?.minLength ?? 0) >= 1);
    check.errors = problem
      ? [{ keyword: TEXT_KEYWORD, params: { problem }, message: `text: ${problem}` }]
      : [];
    return problem === null;
  };
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: true,
    validate: check as never,
  });
  return ajv;
}

/** JSON pointers of the strings in `value` that hold U+0000. */
function nulStrings(value: unknown, pointer: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(pointer);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      nulStrings(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
    }
  }
  return found;
}

/** Whether any string in `value` holds U+0000 (the common answer, no: without building any pointer). */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && hasNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The schema, and then no NUL character in any string: no field of the shop means one, and
 * PostgreSQL cannot store it (a 500 instead of a 400, found by the fuzz test).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const validate = ajv.compile(schema as object);
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors ?? null;
      return false;
    }
    if (!hasNul(data)) {
      checked.errors = null;
      return true;
    }
    const paths = nulStrings(data, '', []);
    checked.errors = paths.map((instancePath) => ({
      instancePath,
      schemaPath: '#/noNulCharacters',
      keyword: 'noNulCharacters',
      params: {},
      message: 'must not contain NUL characters',
    }));
    return paths.length === 0;
  };
  return checked;
};
