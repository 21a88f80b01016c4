import * as z from 'zod/mini';
import '../engine/zod-config.ts';

/*
 * A schema's fields in words, for the manual's tables (reference.ts) and the command line's
 * help (cli/kind-help.ts), which loads no spec or book schema for it.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  prefixItems?: JsonSchema[];
  items?: JsonSchema | false;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A schema's input side (what a spec or flag may say) as plain JSON Schema data. */
export const input = (schema: z.core.$ZodType): JsonSchema => JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })));

export const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
/** Table cells hold one line and no stray pipes. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** What values a field takes, in words: `4`–`30`, `none`, `rotational` or `mirror`, … (the command line's help too, its backticks dropped). */
export function values(s: JsonSchema): string {
  if (s.anyOf) return s.anyOf.map(values).join('; or ');
  if (s.const !== undefined) return code(s.const);
  if (s.enum) return s.enum.map(code).join(', ');
  if (s.type === 'integer' || s.type === 'number') {
    const whole = s.type === 'integer' ? 'a whole number' : 'a number';
    // zod bounds every whole number to the safe range; only the bounds a kind sets are news.
    const min = s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER ? s.minimum : undefined;
    const max = s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
    if (min !== undefined && max !== undefined) return `${code(min)}–${code(max)}`;
    if (min !== undefined) return `${whole}, at least ${code(min)}`;
    if (max !== undefined) return `${whole}, at most ${code(max)}`;
    return whole;
  }
  if (s.type === 'boolean') return '`true` or `false`';
  if (s.type === 'string') {
    if (s.pattern) return `text matching ${code(s.pattern)}`;
    return s.maxLength !== undefined ? `text, up to ${s.maxLength} characters` : 'text';
  }
  if (s.type === 'array' && s.prefixItems) return `[${s.prefixItems.map(values).join(', ')}]`;
  if (s.type === 'array') return `a list${s.minItems ? ` of ${s.minItems}${s.maxItems ? `–${s.maxItems}` : ' or more'}` : ''}`;
  if (s.type === 'object') return 'an object';
  return 'any';
}

