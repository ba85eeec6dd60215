import { createApp } from "../app.ts";
import { createInstanceKeeps } from "../compose.ts";
import type { Database } from "../db/client.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A second app instance on the same database: its own change versions and its own keeps of
 * everything an instance keeps by them, so what it answers it read itself. `db` gives it
 * connections of its own (the first instance's by default).
 */
export async function anotherInstance(
  testApp: TestApp,
  db: Database = testApp.deps.db,
): Promise<TestApp> {
  return {
    ...testApp,
    app: createApp({ ...testApp.deps, db, ...(await createInstanceKeeps(db, testApp.deps.auth)) }),
  };
}
