// The longest functions of the product's code (`app/`, `server/`, `shared/`; tests and test doubles
// left out), read with the TypeScript compiler's parser: how many are over 50, 100, 120 and 200 lines,
// and the longest, by name. `npx tsx scripts/function-lengths.ts [--top N]` prints them;
// scripts/function-lengths.test.ts holds house style 31 in `npm test`: none over 200 lines, at most 5 over 120.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export type FunctionLength = { file: string; name: string; line: number; lines: number };

const root = join(import.meta.dirname, "..");
export const productFolders = ["app", "server", "shared"];

/** A test, a test double or a test's setup: not product code. */
const isTestFile = (file: string) => /\.test\.tsx?$|\.test-double\.tsx?$|\.d\.ts$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file) && !file.includes("node_modules"))
    .map((file) => join(folder, file));
}

/** What a reader calls the function: its own name, the variable or property it is assigned to, or its place. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).replace(/\s+/g, "");
    // A route's handler: `app.get("/path", …)` is named by its method and path.
    const path = parent.arguments.find(ts.isStringLiteralLike)?.text;
    return `${callee.length > 40 ? callee.slice(0, 40) + "…" : callee}(${path ? JSON.stringify(path) + ", " : ""}…)`;
  }
  return "(anonymous)";
}

/** Every function, method and arrow function in one file, with its length in lines. */
export function functionsIn(file: string, text = readFileSync(join(root, file), "utf8")): FunctionLength[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const declaration = node as ts.FunctionLikeDeclaration;
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(declaration, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every product function, longest first. */
export function productFunctions(): FunctionLength[] {
  return productFolders
    .flatMap(sourceFiles)
    .flatMap((file) => functionsIn(file))
    .sort((a, b) => b.lines - a.lines);
}

export const overLimit = (functions: FunctionLength[], lines: number) => functions.filter((f) => f.lines > lines);

if (import.meta.main) {
  const topIndex = process.argv.indexOf("--top");
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;
  const functions = productFunctions();
  console.log(`${functions.length} functions in ${productFolders.join("/, ")}/ (tests left out)`);
  for (const limit of [50, 100, 120, 200]) console.log(`over ${limit} lines: ${overLimit(functions, limit).length}`);
  console.log(`\nThe ${top} longest:`);
  for (const { file, name, line, lines } of functions.slice(0, top))
    console.log(`${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
}
