import type { Gauge } from 'prom-client';

/** `source`, counted in `gauge` from its first step until it ends, fails or its reader leaves. */
export async function* countWhileOpen<T>(source: AsyncIterable<T>, gauge: Gauge): AsyncGenerator<T> {
  gauge.inc();
  try {
    yield* source;
  } finally {
    gauge.dec();
  }
}
