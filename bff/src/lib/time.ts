/** Timestamps are ISO-8601 UTC text on both engines (see db/tables/core.ts). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}
