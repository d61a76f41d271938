// Reads the suite's results folder (argv[2]) and checks that the scenarios a tools-only server
// must pass ran and passed, every check of them, `wire-schema-valid` included where the suite
// has it. The baseline alone cannot say this: a suite that ran nothing would match it too.
// With --print-failures, prints every failing or warning check as a baseline entry instead.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
const results = new Map();
for (const entry of readdirSync(dir)) {
  const scenario = entry.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, "");
  results.set(scenario, JSON.parse(readFileSync(join(dir, entry, "checks.json"), "utf8")));
}

if (process.argv[3] === "--print-failures") {
  const lines = new Set();
  for (const [scenario, checks] of results)
    for (const c of checks)
      if (c.status === "FAILURE" || c.status === "WARNING") lines.add(`  - ${scenario}:${c.id}`);
  console.log([...lines].sort().join("\n"));
  process.exit(0);
}

const required = [
  "server-initialize",
  "server-session-lifecycle",
  "ping",
  "tools-list",
  "dns-rebinding-protection",
  "http-header-validation",
  "server-sse-multiple-streams",
];
let bad = 0;
for (const scenario of required) {
  const checks = results.get(scenario);
  if (!checks) {
    console.error(`conformance: scenario ${scenario} did not run`);
    bad++;
    continue;
  }
  const failed = checks.filter((c) => c.status !== "SUCCESS" && c.status !== "INFO");
  const passed = checks.filter((c) => c.status === "SUCCESS").length;
  if (failed.length > 0 || passed === 0) {
    for (const c of failed) console.error(`conformance: ${scenario}: ${c.status} ${c.id}: ${c.errorMessage ?? c.description}`);
    if (passed === 0) console.error(`conformance: ${scenario}: no check passed`);
    bad++;
  } else {
    const wire = checks.some((c) => c.id === "wire-schema-valid") ? ", wire-schema-valid" : "";
    console.log(`conformance: ${scenario}: ${passed} checks passed${wire}`);
  }
}
process.exit(bad === 0 ? 0 : 1);
