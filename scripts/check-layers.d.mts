export interface LayerViolation {
  file: string;
  specifier: string;
  reason: string;
}
export function findLayerViolations(files: { path: string; source: string }[]): LayerViolation[];
