import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

// Spec §9: a script chunk that has not arrived after 120 s has failed.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A route's code could not be loaded: the network dropped, or a new deployment removed the old chunk files.
 * Spec §8 reports these as ChunkLoadError; reloading the page fetches the current ones.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Runs a dynamic import, turning its failure or a timeout into a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const reason = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`Loading chunk failed: ${reason}`, { cause: error }));
      },
    );
  });
}

/** React.lazy for a view exported by name, with the chunk-load handling above. */
export function lazyView<Module, Name extends keyof Module>(importer: () => Promise<Module>, name: Name) {
  return lazy(() => loadChunk(importer).then((module) => ({ default: module[name] as ComponentType })));
}

/**
 * A lazily loaded view that can be fetched ahead (`preload`). Once its module has loaded, `View` renders it
 * directly instead of through React.lazy: a first render that suspended would show the fallback and then,
 * however soon the module came, hold the view back for React's Suspense reveal throttle (300 ms).
 */
export function preloadableView<Module, Name extends keyof Module>(
  importer: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= loadChunk(importer).then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function View() {
    const Loaded = loaded;
    return Loaded ? createElement(Loaded) : createElement(Lazy);
  }
  return { View, preload: () => load().then(() => undefined) };
}
