/** Files shared by every instance on PostgreSQL (domain/shared-files): content-addressed blobs and names. */
export interface BlobsTable {
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** A bigint: a string from PostgreSQL. */
  size_bytes: number | string;
  created_at: string;
}

/** A blob's bytes, in order, a chunk (BLOB_CHUNK_BYTES) per row. */
export interface BlobChunksTable {
  hash: string;
  seq: number;
  data: Buffer;
}

/** A named file: `deployments/<area>/<version>/<file>` or `photos/<file>`. */
export interface SharedFilesTable {
  path: string;
  blob_hash: string;
  created_at: string;
}

export interface FileTables {
  blobs: BlobsTable;
  blob_chunks: BlobChunksTable;
  shared_files: SharedFilesTable;
}
