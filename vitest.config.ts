import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // A zone that is not the studio's, so a rule that leans on the process time zone fails.
    env: { TZ: "America/Los_Angeles" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One embedded PostgreSQL server for the run, and a migrated template the files copy.
    globalSetup: ["src/server/testing/test-server-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
  },
});
