// Checks one `--format json` answer of the Inspector's CLI, read from stdin; run.sh calls it
// after every step. Prints one line saying what held; exits 1 naming what did not.
//
//   expect.mjs list SCHEMA_DIR      tools/list: the tools are those of SCHEMA_DIR/*.json, and
//                                   --strict found no error-severity portability problem
//   expect.mjs call TEXT            tools/call: isError false, the first text block is TEXT
//   expect.mjs structured           tools/call: isError false, with structuredContent
//   expect.mjs tool-error WORD...   tools/call: isError true, its text has every WORD
//   expect.mjs load N               --load: N calls made, N answered ok, 0 errors
import { readdirSync, readFileSync } from "node:fs";

const [mode, ...args] = process.argv.slice(2);
const fail = (message) => {
  console.error(`expect.mjs ${mode}: ${message}`);
  process.exit(1);
};

let answer;
try {
  answer = JSON.parse(readFileSync(0, "utf8"));
} catch (err) {
  fail(`stdout is not one JSON object: ${err.message}`);
}
const result = answer.result;
if (result === undefined || result === null) fail(`no result in ${JSON.stringify(answer).slice(0, 500)}`);
const text = () => (result.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("\n");

switch (mode) {
  case "list": {
    const want = readdirSync(args[0])
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -".json".length))
      .sort();
    const got = (result.tools ?? []).map((t) => t.name);
    if (JSON.stringify([...got].sort()) !== JSON.stringify(want)) {
      fail(`tools ${JSON.stringify(got)}, expected those of ${args[0]}: ${JSON.stringify(want)}`);
    }
    const findings = (answer.schemaFindings ?? []).flatMap((r) => r.findings.map((f) => ({ tool: r.toolName, ...f })));
    const errors = findings.filter((f) => f.severity === "error");
    for (const f of findings) console.log(`  --strict ${f.severity}: ${JSON.stringify(f)}`);
    if (errors.length > 0) fail(`--strict found ${errors.length} error-severity problem(s)`);
    console.log(`  tools/list: the ${got.length} tools, ${findings.length} --strict findings`);
    break;
  }
  case "call": {
    if (result.isError !== false && result.isError !== undefined) fail(`isError: ${text()}`);
    if (text() !== args[0]) fail(`text ${JSON.stringify(text())}, expected ${JSON.stringify(args[0])}`);
    console.log(`  tools/call: ${JSON.stringify(text())}`);
    break;
  }
  case "structured": {
    if (result.isError === true) fail(`isError: ${text()}`);
    if (typeof result.structuredContent !== "object" || result.structuredContent === null) {
      fail(`no structuredContent in ${JSON.stringify(result).slice(0, 500)}`);
    }
    console.log(`  tools/call: structuredContent ${JSON.stringify(result.structuredContent).slice(0, 80)}…`);
    break;
  }
  case "tool-error": {
    if (result.isError !== true) fail(`isError is ${result.isError}: ${text()}`);
    const missing = args.filter((w) => !text().includes(w));
    if (missing.length > 0) fail(`the text lacks ${JSON.stringify(missing)}: ${text()}`);
    console.log(`  tools/call: isError, ${JSON.stringify(text().split("\n")[0])}`);
    break;
  }
  case "load": {
    const n = Number(args[0]);
    const { requests, ok, toolErrors, errors, errorMessages } = result;
    if (requests !== n || ok !== n || toolErrors !== 0 || errors !== 0) {
      fail(`requests ${requests}, ok ${ok}, tool errors ${toolErrors}, errors ${errors}: ${JSON.stringify(errorMessages)}`);
    }
    const l = result.latencyMs;
    console.log(
      `  --load: ${ok}/${requests} ok at concurrency ${result.concurrency}, 0 errors, ` +
        `${Math.round(result.throughput)} calls/s, latency p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`,
    );
    break;
  }
  default:
    fail("unknown mode");
}
