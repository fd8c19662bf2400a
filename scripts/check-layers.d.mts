export interface LayerViolation {
  file: string;
  specifier: string;
  reason: string;
}
export function findLayerViolations(files: { path: string; source: string }[]): LayerViolation[];
export interface ImportCycle {
  /** One circle's files in import order: each imports the next, the last the first. */
  cycle: string[];
  /** Every file tied into it. */
  knot: string[];
}
export function aliasesOf(imports: Record<string, string>): [string, string][];
export function findImportCycles(
  files: { path: string; source: string }[],
  aliases: [string, string][],
  allowed?: string[][],
): ImportCycle[];
