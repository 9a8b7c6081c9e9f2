import { type Static, Type } from 'typebox';
import { AREA_NAMES } from '../remotes.ts';
import { RELEASE_VERSION_PATTERN, RUNTIME_KINDS } from '../rules/footprint.ts';

/** A name of what the page shares: letters, digits and the few marks names use (`custom.draft`, `/product/:id`). */
const NameSchema = Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_.:/@-]+$' });

/**
 * `POST /api/composition-reports`: the shell refused to mount a remote because a name its release adds to
 * what the page shares is another area's, or its footprint breaks the naming rules (decision 0030). No login
 * needed (visitors meet it too); rate-limited; the BFF logs it for the teams. Nothing personal is sent.
 */
export const CompositionReportBodySchema = Type.Object(
  {
    /** The area refused; null: a release that predates areas. */
    area: Type.Union([Type.Enum(AREA_NAMES), Type.Null()]),
    /** The refused release's version, as the remote registry names it. */
    version: Type.Optional(Type.String({ pattern: RELEASE_VERSION_PATTERN.source })),
    clashes: Type.Array(
      Type.Object(
        {
          kind: Type.Enum(RUNTIME_KINDS),
          name: NameSchema,
          owner: Type.Union([Type.Enum(AREA_NAMES), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
    problems: Type.Array(Type.String({ minLength: 1, maxLength: 400 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type CompositionReportBody = Static<typeof CompositionReportBodySchema>;
