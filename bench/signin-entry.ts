// What bench/signin.mjs needs from the server code, bundled by it with esbuild (the same modules the server runs).
export { openDatabase } from "@/server/db/client";
export { setDatabaseForTests } from "@/test-support/process-state";
export { signIn } from "@/server/auth/login";
export { hashPassword, SCRYPT_PARAMS } from "@/server/auth/password";
export { users, loginFailures } from "@/server/db/schema";
