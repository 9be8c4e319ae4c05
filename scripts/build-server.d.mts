/** Types of scripts/build-server.mjs (plain JavaScript, as it runs before anything is compiled). */
export declare const ROOT: string;
export declare const SERVER_OUT_DIR: string;
export declare const PROGRAMS: string[];
export declare function serverBuildIsStale(): boolean;
export declare function webBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
