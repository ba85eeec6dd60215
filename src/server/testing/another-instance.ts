import { createApp } from "../app.ts";
import { createInstanceKeeps } from "../compose.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A second app instance on the same database: its own change versions and its own keeps of
 * everything an instance keeps by them, so what it answers it read itself.
 */
export async function anotherInstance(testApp: TestApp): Promise<TestApp> {
  const { db, auth } = testApp.deps;
  return {
    ...testApp,
    app: createApp({ ...testApp.deps, ...(await createInstanceKeeps(db, auth)) }),
  };
}
