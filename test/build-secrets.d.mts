export declare const SECRET_VARIABLES: readonly ['HF_TOKEN', 'LLM_API_KEY', 'GIPHY_API_KEY'];
export type BuildSecrets = Record<(typeof SECRET_VARIABLES)[number], string>;
export declare function freshSecrets(): BuildSecrets;
export declare function distSecrets(distDir?: string): BuildSecrets | undefined;
