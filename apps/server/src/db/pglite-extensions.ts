import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, for every PGlite instance (PGlite loads an extension only when its
 * constructor names it): pg_trgm, whose trigram indexes serve the console's player search
 * (docs/architecture/console.md#player-search). Imported dynamically beside PGlite, so a PostgreSQL server loads neither.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
