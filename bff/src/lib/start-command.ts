import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm start` runs the BFF (bff/package.json's `start`: `VAR=… exec node --flag… src/server.ts`; `exec`, so
 * that the shell npm runs it with becomes the BFF and a SIGTERM to `npm start` reaches it): the
 * environment and Node's flags set there, for whatever else starts the server to start it the same way (the
 * cluster's instances, the bench). The memory settings are there (docs/performance.md, "Memory").
 */
export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
  );
  const script: string = manifest.scripts.start;
  const parts = script.match(/^((?:[A-Z_]+=\S*\s+)*)(?:exec\s+)?node\s+((?:--\S+\s+)*)src\/server\.ts$/);
  if (!parts) throw new Error(`bff's start script is not "VAR=… exec node --flag… src/server.ts": ${script}`);
  const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(words(parts[1]).map((pair) => pair.split('=') as [string, string])),
    flags: words(parts[2]),
  };
}
