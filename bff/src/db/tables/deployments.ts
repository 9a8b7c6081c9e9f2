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
   * undone; `promote`: a kept version made live again by name.
   */
  action: 'initial' | 'deploy' | 'register' | 'promote' | 'rollback';
  actor: string;
  at: string;
}

export interface DeploymentTables {
  releases: ReleasesTable;
  release_events: ReleaseEventsTable;
}
