/**
 * Hindi's "-ने वाला" (issue 44, round 42): a verb's infinitive before वाला, वाले or वाली makes a
 * noun of who does it ("मोबाइल चलाने वाले बच्चों", children who use phones; "देखने वाले",
 * viewers). The infinitive is a verb a faithful line may choose for the source's ("चलाने" for
 * "देखने"), never a name: no name ends on "-ने", "-ना" or "-नी" with वाला right after it.
 */
import type { Token } from './name-tokens.ts';

/** An infinitive's ending, as वाला takes it (oblique "-ने"; "-ना", "-नी" in speech). */
const INFINITIVE = /[\p{L}\p{M}]{2,}(?:ने|ना|नी)$/u;
/** वाला and its forms by gender, number and case. */
const AGENT = /^(?:वाला|वाले|वाली|वालों|वालियों)$/u;

/** Whether the Hindi token at `index` is an infinitive that वाला follows in the same clause. */
export function beforeHindiAgent(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  return (
    INFINITIVE.test(tokens[index]?.text ?? '') &&
    next !== undefined &&
    !next.broken &&
    AGENT.test(next.text)
  );
}
