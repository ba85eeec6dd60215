import { readFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { clusterDirectory } from "../db/embedded-server.ts";
import { openStudioDatabase } from "../db/open-studio-database.ts";

/**
 * Opens the studio database on the data folder given as argument, as the app does (its lock,
 * its embedded server), says "ready" with the server's pid, and waits: a test kills it with
 * SIGKILL to leave what a killed app leaves.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: embedded-server-owner.ts DATA_DIR");
await openStudioDatabase({ DATA_DIR: dataDir }, pino({ level: "silent" }), 1);
const pidFile = readFileSync(join(clusterDirectory(dataDir), "postmaster.pid"), "utf8");
console.log(`ready ${pidFile.split("\n")[0]}`);
setInterval(() => {}, 60_000);
