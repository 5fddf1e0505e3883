/** What restoring a backup file would change, table by table (the restore preview's answer). */
export interface RestoreTablePreview {
  table: string;
  /** Rows now, and in the file. */
  now: number;
  file: number;
  /** Rows of the file whose key is not in the table now, and rows now whose key is not in the file. */
  added: number;
  removed: number;
}

export interface RestorePreview {
  tables: RestoreTablePreview[];
  /** Tables holding rows now that the restore would leave empty. */
  emptied: string[];
}
