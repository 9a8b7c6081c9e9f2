import type { CommerceTables } from './tables/commerce.ts';
import type { CoreTables } from './tables/core.ts';
import type { DeploymentTables } from './tables/deployments.ts';

/** The whole database as Kysely sees it: core (accounts, catalogue), commerce and deployment tables. */
export interface Database extends CoreTables, CommerceTables, DeploymentTables {}
