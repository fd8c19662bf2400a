/**
 * The embedded model's answer, split in two: its opening (`{"lines":["`, `{"caption":"`,
 * `{"posts":["`), given to the model as the start of its reply, and a GBNF grammar of the rest.
 * The opening is the same for every answer of a shape, so the model reads it with the prompt, in
 * one batch, instead of writing it a token at a time before the first word (four or five steps
 * of the whole model each, docs/decisions/014); the grammar then holds every token after it to
 * core's schema: the number of strings, each string's length, compact JSON.
 */
import type { Llama, LlamaGrammar } from 'node-llama-cpp';
import type { AnswerSchema } from '#core/index.ts';
import { fitsAnswerGrammar } from './refused-tokens.ts';

export interface AnswerGrammar {
  /** The answer's first characters, the same for every answer of the schema. */
  opening: string;
  /** GBNF for the rest of the answer, from right after the opening to its closing brace. */
  grammar: string;
}

interface StringSchema {
  type: 'string';
  minLength?: number;
  maxLength?: number;
}

interface StringsSchema {
  type: 'array';
  items: StringSchema;
  minItems?: number;
  maxItems?: number;
}

type PropertySchema = StringSchema | StringsSchema;

/** A string with no cap would let a small model write one string forever. */
const UNCAPPED_STRING = 500;

/** One character of a JSON string: anything but a quote, a backslash or a control, or an escape. */
const JSON_CHAR = 'char ::= [^"\\\\\\x7F\\x00-\\x1F] | "\\\\" (["\\\\/bfnrt] | "u" [0-9a-fA-F]{4})';

/** A GBNF literal of `text`. */
function literal(text: string): string {
  return JSON.stringify(text);
}

/** The opening and grammar of an answer under `schema`: an object of strings or string lists. */
export function answerGrammar(schema: AnswerSchema): AnswerGrammar {
  const properties = Object.entries(
    (schema.properties ?? {}) as Record<string, PropertySchema>,
  ) as Array<[string, PropertySchema]>;
  if (properties.length === 0) throw new Error('an answer schema needs at least one property');
  const rules: string[] = [];
  const stringRule = (of: StringSchema): string => {
    const min = Math.max(0, of.minLength ?? 0);
    const max = Math.max(min, of.maxLength ?? UNCAPPED_STRING);
    const name = `string-${min}-${max}`;
    const rule = `${name} ::= char{${min},${max}}`;
    if (!rules.includes(rule)) rules.push(rule);
    return name;
  };
  let opening = '{';
  const parts: string[] = [];
  properties.forEach(([key, property], index) => {
    const head = `${index === 0 ? '' : ','}${JSON.stringify(key)}:`;
    const list = property.type === 'array';
    const text = stringRule(list ? property.items : property);
    // The first property's head and opening quote are the answer's opening; the rest is grammar.
    if (index === 0) opening += `${head}${list ? '[' : ''}"`;
    else parts.push(literal(`${head}${list ? '[' : ''}"`));
    if (!list) {
      parts.push(text, literal('"'));
      return;
    }
    const min = Math.max(1, property.minItems ?? 1);
    const max = Math.max(min, property.maxItems ?? min);
    parts.push(text);
    if (max > 1) parts.push(`(${literal('","')} ${text}){${min - 1},${max - 1}}`);
    parts.push(literal('"]'));
  });
  parts.push(literal('}'));
  return { opening, grammar: [`root ::= ${parts.join(' ')}`, ...rules, JSON_CHAR].join('\n') };
}

/** A compiled answer grammar, and whether the tokens it refuses everywhere may be removed. */
export interface CompiledAnswerGrammar {
  opening: string;
  grammar: LlamaGrammar;
  /** True when refused-tokens.ts's reading holds for its text (it does for every answerGrammar). */
  refusesTokens: boolean;
}

/** Compiled answer grammars, one per schema, made once: compiling a grammar is not free. */
export function createAnswerGrammars(
  llama: Llama,
): (schema: AnswerSchema) => Promise<CompiledAnswerGrammar> {
  const made = new Map<string, Promise<CompiledAnswerGrammar>>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let grammar = made.get(key);
    if (!grammar) {
      const { opening, grammar: gbnf } = answerGrammar(schema);
      const refusesTokens = fitsAnswerGrammar(gbnf);
      grammar = llama
        .createGrammar({ grammar: gbnf })
        .then((compiled) => ({ opening, grammar: compiled, refusesTokens }));
      made.set(key, grammar);
    }
    return grammar;
  };
}
