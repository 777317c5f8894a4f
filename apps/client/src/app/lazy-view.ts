import { lazy } from 'react';
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

/** React.lazy for a component resolved by `importer` (props kept), with the chunk-load handling above. */
export function lazyComponent<Props extends object>(importer: () => Promise<ComponentType<Props>>) {
  return lazy(() => loadChunk(importer).then((component) => ({ default: component })));
}
