export declare const BUILD_SOURCES: readonly string[];
export declare const SERVER_BUILD_SOURCES: readonly string[];
export declare const SERVER_ENTRY: string;
export declare const FETCH_MODEL_ENTRY: string;
export declare function isBuildFresh(
  root: string,
  builtFile: string,
  sources?: readonly string[],
): boolean;
