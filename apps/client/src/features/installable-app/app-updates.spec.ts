import { describe, expect, it, vi } from 'vitest';
import { type ServiceWorkerHost, watchAppUpdates } from '@/features/installable-app/app-updates';

type Lifecycle = 'waiting' | 'controlling';

/** workbox-window's Workbox as far as updates use it: its lifecycle events, fired by the test. */
function fakeHost() {
  const listeners = new Map<Lifecycle, (event: { sw?: ServiceWorker }) => void>();
  const host = {
    addEventListener: (type: Lifecycle, listener: (event: { sw?: ServiceWorker }) => void) => {
      listeners.set(type, listener);
    },
    messageSkipWaiting: vi.fn(),
  };
  const worker = {} as ServiceWorker;
  return {
    host: host as unknown as ServiceWorkerHost,
    messageSkipWaiting: host.messageSkipWaiting,
    fire: async (type: Lifecycle) => {
      listeners.get(type)?.({ sw: worker });
      // Let the worker's answer (a promise) arrive.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function setUp({ servesThisPage = false, sendsSettled = Promise.resolve() } = {}) {
  const fake = fakeHost();
  const reloadPage = vi.fn();
  const sut = watchAppUpdates(fake.host, {
    servesThisPage: () => Promise.resolve(servesThisPage),
    controller: () => ({}) as ServiceWorker,
    reloadPage,
    whenNoSendInFlight: () => sendsSettled,
    takeOverTimeoutMs: 50,
  });
  return { ...fake, reloadPage, sut };
}

describe(watchAppUpdates.name, () => {
  it('should say a new version is ready when a worker of another build waits, and not reload by itself', async () => {
    const { sut, fire, messageSkipWaiting, reloadPage } = setUp();
    const onChange = vi.fn();
    sut.subscribe(onChange);

    await fire('waiting');

    expect(sut.isReady()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('should let a waiting worker of the build on screen take over quietly (a visit after a deploy)', async () => {
    const { sut, fire, messageSkipWaiting, reloadPage } = setUp({ servesThisPage: true });

    await fire('waiting');
    await fire('controlling');

    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(sut.isReady()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('should say nothing when the first worker takes control of the page that installed it', async () => {
    const { sut, fire } = setUp({ servesThisPage: true });

    await fire('controlling');

    expect(sut.isReady()).toBe(false);
  });

  it('should let the waiting worker take over on Reload, then reload the page once it controls it', async () => {
    const { sut, fire, messageSkipWaiting, reloadPage } = setUp();
    await fire('waiting');

    await sut.reload();
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    await fire('controlling');

    expect(reloadPage).toHaveBeenCalledTimes(1);
    // The fallback timer finds the page reloading already.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('should reload anyway when the new worker does not take over in time', async () => {
    const { sut, fire, reloadPage } = setUp();
    await fire('waiting');

    await sut.reload();
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('should wait for what is being sent before it reloads', async () => {
    let settle = () => undefined as void;
    const sendsSettled = new Promise<void>((resolve) => (settle = resolve));
    const { sut, fire, messageSkipWaiting } = setUp({ sendsSettled });
    await fire('waiting');

    const reloading = sut.reload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    settle();
    await reloading;

    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it("should offer a plain reload when another tab's Reload put a newer worker in control of this page", async () => {
    const { sut, fire, messageSkipWaiting, reloadPage } = setUp();

    await fire('controlling');
    expect(sut.isReady()).toBe(true);
    await sut.reload();

    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
