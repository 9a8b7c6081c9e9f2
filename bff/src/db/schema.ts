import type { Kysely } from 'kysely';
import type { CommerceTables } from './tables/commerce.ts';
import type { CoreTables } from './tables/core.ts';
import type { DeploymentTables } from './tables/deployments.ts';
import type { FileTables } from './tables/files.ts';
import type { LimitTables } from './tables/limits.ts';
import type { MailTables } from './tables/mail.ts';
import type { OfficeTables } from './tables/office.ts';
import type { SearchTables } from './tables/search.ts';
import type { StockTables } from './tables/stock.ts';

/** The whole database as Kysely sees it: core (accounts, catalogue), commerce, deployment, mail, office, limit, shared-file, stock and search tables. */
export interface Database
  extends CoreTables,
    CommerceTables,
    DeploymentTables,
    MailTables,
    OfficeTables,
    LimitTables,
    FileTables,
    StockTables,
    SearchTables {}

/**
 * Work a caller adds to a domain transaction once its record exists (`created`: its reference or id), such
 * as queuing the mails that announce it: committed with the record, or rolled back with it.
 */
export type InTransaction<T> = (trx: Kysely<Database>, created: T) => Promise<void>;
