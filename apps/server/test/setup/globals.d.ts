// The embedded cluster started by global setup, stopped by global teardown (same process).
declare global {
  var __FLEXI_TEST_DB__: { stop: () => Promise<void>; dir: string } | undefined;
}

export {};
