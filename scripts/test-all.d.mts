export interface Step {
  name: string;
  command?: string[];
  run?: () => void;
  stream?: boolean;
  needs?: string[];
}
export declare const NPM_TEST_STEPS: readonly Step[];
export declare function runSteps(
  steps: readonly Step[],
  options?: { cwd?: string; print?: (text: string) => void },
): Promise<boolean>;
