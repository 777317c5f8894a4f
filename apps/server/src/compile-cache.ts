import nodeModule from 'node:module';

// Imported first by main. On Node 22.1+ the code V8 compiles for every module loaded after this is kept on disk
// (in the OS temp directory) and reused by the next start: loading modules is most of start-up. Node 20 has no
// compile cache: there this is a no-op. Failures (an unwritable directory) only turn the cache off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
