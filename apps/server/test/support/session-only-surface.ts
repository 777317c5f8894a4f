import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ONLY_READS } from 'src/session/only-reads.decorator';
import { SESSION_ONLY } from 'src/session/session-only.decorator';
import type { TestApp } from './test-app';

// @nestjs/graphql's metadata keys (graphql.constants, not exported from the package's entry point).
const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';
const RESOLVER_NAME_METADATA = 'graphql:resolver_name';

type Handler = (...args: unknown[]) => unknown;

/**
 * The operations (`Mutation.createAccessToken`) and routes (`PUT /api/profile`) marked @SessionOnly(), read from
 * the running app's resolvers and controllers, so that a test of the rule covers whatever is marked.
 */
export function sessionOnlySurface(app: TestApp): { operations: string[]; routes: string[] } {
  return markedSurface(app, SESSION_ONLY);
}

/** The routes marked @OnlyReads() (`POST /api/search`): a READ token may call them. */
export function onlyReadsRoutes(app: TestApp): string[] {
  return markedSurface(app, ONLY_READS).routes;
}

function markedSurface(app: TestApp, mark: string): { operations: string[]; routes: string[] } {
  const operations = new Set<string>();
  const routes = new Set<string>();
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      for (const [type, handler, key] of handlersOf(wrapper.metatype)) {
        const kind = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) as string | undefined;
        // Without a name of its own, an operation is named after its method.
        const name = (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? key;
        if (kind && isMarked(mark, type, handler)) operations.add(`${kind}.${name}`);
      }
    }
    for (const wrapper of module.controllers.values()) {
      for (const [type, handler] of handlersOf(wrapper.metatype)) {
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || !isMarked(mark, type, handler)) continue;
        const parts = [Reflect.getMetadata(PATH_METADATA, type), Reflect.getMetadata(PATH_METADATA, handler)]
          .map((part) => String(part ?? '').replace(/^\/|\/$/g, ''))
          .filter(Boolean);
        routes.add(`${RequestMethod[method]} /${parts.join('/')}`);
      }
    }
  }
  return { operations: [...operations].sort(), routes: [...routes].sort() };
}

function handlersOf(metatype: unknown): Array<[object, Handler, string]> {
  if (typeof metatype !== 'function' || !metatype.prototype) return [];
  const prototype = metatype.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype)
    .filter((key) => key !== 'constructor')
    .map((key): [object, unknown, string] => [
      metatype,
      Object.getOwnPropertyDescriptor(prototype, key)?.value,
      key,
    ])
    .filter((entry): entry is [object, Handler, string] => typeof entry[1] === 'function');
}

function isMarked(mark: string, type: object, handler: Handler): boolean {
  return Reflect.getMetadata(mark, handler) === true || Reflect.getMetadata(mark, type) === true;
}
