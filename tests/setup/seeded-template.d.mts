/** The code key the seeded template's security codes are stored with (their HMACs). */
export declare const SEEDED_CODE_KEY: string
/** The build's seeded PGlite template's data directory, made on the first call after a build. */
export declare function seededTemplate(): Promise<string>
/** A copy of the template at `to` (which must not exist yet), as a DATABASE_URL. */
export declare function seededCopy(template: string, to: string): string
/** A copy of the template in a new temporary folder named `prefix…`, as a DATABASE_URL. */
export declare function newSeededDatabase(prefix: string): Promise<string>
/** A port of 127.0.0.1 that nothing listens on now. */
export declare function freePort(): Promise<number>
