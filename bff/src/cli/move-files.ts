// `npm run move-files -w @shop/bff`: moves the files an instance kept in its DATA_DIR (uploads, releases,
// product photos) into the PostgreSQL database (DATABASE_URL), where every instance reads them (issue 29).
// Run it once per data folder when a shop moves from one instance to several; running it again moves
// nothing twice. Exit codes: 0 done, 1 could not be done (the reason is printed).
import { moveFilesIntoDatabase } from '../domain/shared-files/move-into-database.ts';
import { CommandFailure, out, runTool, withDatabase } from './tool-run.ts';

const usage = () =>
  [
    'Usage: npm run move-files -w @shop/bff',
    '',
    "Moves this data folder's uploads, releases and product photos (DATA_DIR) into the PostgreSQL database",
    '(DATABASE_URL), so that every instance serves them. Safe to run again.',
  ].join('\n');

await runTool(
  'move-files.ts',
  usage,
  (args) =>
    args.includes('--help') || args.includes('-h') ? { kind: 'help' as const } : { kind: 'run' as const },
  async () => {
    await withDatabase(async (db, config) => {
      if (config.database.kind !== 'postgres') {
        throw new CommandFailure(
          'Nothing to move: without DATABASE_URL the shop keeps its files in DATA_DIR.',
        );
      }
      out(`Moving files from ${config.dataDir} into the database…`);
      const moved = await moveFilesIntoDatabase(db, config);
      out(`uploads moved: ${moved.uploads}`);
      if (moved.uploadsMissing > 0) {
        out(
          `uploads whose file is not in this data folder: ${moved.uploadsMissing} (run this where they were stored)`,
        );
      }
      out(`releases shared: ${moved.releases}`);
      out(`product photo files shared: ${moved.photos}`);
    });
  },
);
