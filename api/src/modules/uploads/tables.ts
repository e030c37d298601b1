/** The table of the uploads module: who uploaded which stored file. */

export interface UploadsTable {
  id: string;
  user_id: string;
  /** 'image' or 'file'. */
  kind: string;
  file_name: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    uploads: UploadsTable;
  }
}
