/** The schema version written into every stored folio document; raise it with a new entry in migrations.ts. */
export const CURRENT_SCHEMA_VERSION = 1;
