export declare const BUILD_SOURCES: readonly string[];
export declare function isBuildFresh(root: string, builtFile: string): boolean;
