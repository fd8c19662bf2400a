/** One row of the bench's table, its section aside: what was measured, against what, to what goal. */
export interface BenchRow {
  figure: string;
  value: string;
  baseline: string;
  goal: string;
  /** undefined: a figure with no goal of its own. */
  met: boolean | undefined;
}
