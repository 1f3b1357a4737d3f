import { setPasswordHashingForTests, TEST_SCRYPT_PARAMS } from "./process-state";

/**
 * Run before every Vitest file (vitest.config.ts `setupFiles`): passwords are hashed at a cheap scrypt cost, so the
 * sign-in, lockout and staff tests spend their time on what they check. password.test.ts and the rehash test of
 * auth.test.ts use production's SCRYPT_PARAMS.
 */
setPasswordHashingForTests(TEST_SCRYPT_PARAMS);
