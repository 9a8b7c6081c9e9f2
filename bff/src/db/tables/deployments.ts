/** Versioned frontend releases and the audit of which one each area pointed at, by whom, when. */
export interface ReleasesTable {
  id: string;
  /** `shell` or a remote name. */
  area: string;
  /** `<package version>-<content hash>`: the same build always gets the same version. */
  version: string;
  /** Where the shell finds it: a manifest URL (a path on this BFF or any origin), or the shell's folder. */
  location: string;
  /** JSON of the contract versions the build was made against, when known. */
  contracts: string | null;
  deployed_by: string;
  deployed_at: string;
}

export interface ReleaseEventsTable {
  id: string;
  area: string;
  release_id: string;
  /**
   * `initial`: the build served before the area's first deploy, kept as a release so that deploy can be
   * undone; `promote`: a kept version made live by name; `preview`: published for preview links only (it
   * points nothing at the release: the area's live release stays as it is).
   */
  action: 'initial' | 'deploy' | 'register' | 'promote' | 'rollback' | 'preview';
  actor: string;
  at: string;
}

/** A secret the BFF signs with (`preview`: preview links and cookies), made once, shared by every instance. */
export interface SigningKeysTable {
  name: string;
  /** base64url of 32 random bytes. */
  secret: string;
  created_at: string;
}

export interface DeploymentTables {
  releases: ReleasesTable;
  release_events: ReleaseEventsTable;
  signing_keys: SigningKeysTable;
}
