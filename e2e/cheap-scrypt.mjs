// Preloaded (`node --import`) into every server and script the browser tests start (e2e/server-process.ts): staff
// passwords are hashed at N = 2^10 instead of production's 2^17, through the same process-state seam the Vitest
// suites use (src/server/process-state.ts), so a sign-in or a lockout sweep costs milliseconds instead of half a
// second of a core each. The production bundle itself is unchanged; what hashing costs at production's parameters
// is tested by src/server/auth/password.test.ts.
Object.assign(globalThis, { __scryptParams: { N: 1024, r: 8, p: 1, keyLength: 32, saltLength: 16 } });
