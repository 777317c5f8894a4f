import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from 'src/common/public.decorator';

/**
 * `AuthRestController.register` → `authRegister`: short, stable names that client generators turn into
 * function names. Controllers are named after what they serve, so the pair is unique.
 */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const controller = controllerKey.replace(/(Rest)?Controller$/, '');
  return `${controller[0].toLowerCase()}${controller.slice(1)}${methodKey[0].toUpperCase()}${methodKey.slice(1)}`;
}

/**
 * The operations anyone may call without a token, read from the same `@Public()` metadata the auth guard
 * reads, so the description's security cannot disagree with the server's.
 */
export function publicOperationIds(app: INestApplication): Set<string> {
  const reflector = app.get(Reflector);
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const controller = metatype as new (...args: never[]) => object;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]))
          ids.add(operationIdOf(controller.name, method));
      }
    }
  }
  return ids;
}
