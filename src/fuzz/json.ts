/** Strict JSON: what survives a JSON round trip exactly. */

/**
 * Where a value stops being strict JSON (`undefined` properties, `-0`, `NaN`,
 * functions, class instances), or `null` if it survives
 * `JSON.parse(JSON.stringify(v))` exactly.
 *
 * @example
 * ```ts
 * import { strictJsonProblem } from 'hexwar/bots';
 *
 * strictJsonProblem({ hex: 'D5', steps: 2 });      // null
 * strictJsonProblem({ hex: 'D5', via: undefined }); // 'via is undefined'
 * strictJsonProblem({ odds: [1, -0] });             // 'odds[1] is -0'
 * ```
 * @category Bots
 */
export function strictJsonProblem(value: unknown, path = ''): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      if (!Number.isFinite(value)) return `${path || 'the value'} is ${value}`;
      if (Object.is(value, -0)) return `${path || 'the value'} is -0`;
      return null;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || value[i] === undefined) return `${path}[${i}] is empty or undefined`;
          const p = strictJsonProblem(value[i], `${path}[${i}]`);
          if (p) return p;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path || 'the value'} is not a plain object`;
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        if (v === undefined) return `${at} is undefined`;
        const p = strictJsonProblem(v, at);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${path || 'the value'} is a ${typeof value}`;
  }
}
