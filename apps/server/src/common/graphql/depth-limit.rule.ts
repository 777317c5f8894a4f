import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';

/**
 * At most `maxDepth` levels of fields (the top-level field is level 1), fragments followed once each, so a
 * fragment cycle or an unknown fragment cannot make the walk fail: those are reported by the standard rules.
 * The refusal is an ordinary validation error (400), never a throw from inside validation (a 500).
 */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return maxDepthRule({
    n: maxDepth,
    propagateOnRejection: false,
    onReject: [(context, error) => context?.reportError(error)],
  });
}
