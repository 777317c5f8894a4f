import type { TestApp } from './test-app';

export interface Route {
  method: string;
  path: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

/**
 * Every route the server answers, parsed from Fastify's route tree (`printRoutes`). Lines look like
 * `│   ├── api/profile (GET, HEAD, PUT)`; each level of indentation is four characters.
 */
export function listRoutes(app: TestApp): Route[] {
  const tree = app.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n').filter((l) => l.trim())) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`Unexpected line in Fastify's route tree: ${JSON.stringify(line)}`);
    stack.length = match[1].length / 4;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: stack.join('') });
  }
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}
