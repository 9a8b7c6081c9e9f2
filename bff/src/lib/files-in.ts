import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below a folder, as sorted paths relative to it with `/` separators. */
export async function filesIn(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? filesIn(full, base)
        : Promise.resolve([path.relative(base, full).split(path.sep).join('/')]);
    }),
  );
  return nested.flat().sort();
}
