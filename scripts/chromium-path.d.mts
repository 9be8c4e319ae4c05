export declare const CHROMIUM_CANDIDATES: string[];
export declare function chromiumPath(): string | undefined;
