import { NoFragmentCyclesRule, validate, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';

/**
 * graphql-depth-limit's rule, skipped for a document whose fragments spread each other in a cycle: it follows
 * spreads without a guard and would overflow the stack (an HTTP 500). Such a document is refused anyway, by
 * the standard NoFragmentCyclesRule running beside this one, with a message that names the cycle.
 */
export function depthLimitRule(maxDepth: number): ValidationRule {
  const limitDepth = depthLimit(maxDepth) as ValidationRule;
  return (context) => {
    const cycles = validate(context.getSchema(), context.getDocument(), [NoFragmentCyclesRule]);
    return cycles.length > 0 ? {} : limitDepth(context);
  };
}
