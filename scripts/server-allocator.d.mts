export declare const SERVER_GLIBC_TUNABLES: string;
export declare function serverAllocatorEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & { GLIBC_TUNABLES: string };
export declare function hasServerAllocator(env: Record<string, string | undefined>): boolean;
