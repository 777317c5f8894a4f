// How many of the writer's changes are on their way to the server (mutations, counted by the Apollo link in
// app/apollo-client.ts), so that the app never reloads itself (a new version) in the middle of one.

let inFlight = 0;
const waiting = new Set<() => void>();

/** Counts one send until the returned function is called (once; later calls do nothing). */
export function startSend(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) {
      for (const resolve of [...waiting]) resolve();
      waiting.clear();
    }
  };
}

export function sendsInFlight(): number {
  return inFlight;
}

/** Resolves once nothing is being sent: at once when nothing is. */
export function whenNoSendInFlight(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}
