import type { FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';

// Which operation each HTTP request ran, as a label the schema bounds: its type and first root field
// ("query conversations"). The caller's operation name is free text and would let anyone grow the metrics.
const operations = new WeakMap<object, string>();

export function rememberOperation(request: FastifyRequest, operation: OperationDefinitionNode): void {
  const first = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  operations.set(request, `${operation.operation} ${first?.name.value ?? '(fragment)'}`);
}

export function operationOf(request: FastifyRequest): string {
  return operations.get(request) ?? '';
}
