/**
 * Modules form a directed graph with no cycle: a module imports the index of a module below it and
 * reaches one above it only through a hook declared on its module definition. Lint's `no-cycle`
 * stops at a depth, so this walks every import of every module, however long the way round.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

interface ModuleImport {
  readonly from: string;
  readonly to: string;
  readonly file: string;
  /** Only types cross: nothing of the other module runs. */
  readonly typeOnly: boolean;
}

const isTestFile = (file: string) => file.endsWith('.test.ts') || file.endsWith('test-support.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !isTestFile(entry.name) ? [full] : [];
  });
}

/** The module folder a relative specifier of `file` lands in, or null outside the module folders. */
function moduleOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
  if (target.startsWith('..')) return null;
  const [first, ...rest] = target.split(path.sep);
  // A file directly under modules/ (the module contract, the hook collector) belongs to no module.
  return rest.length === 0 && first !== undefined && !isModuleFolder(first) ? null : (first ?? null);
}

const moduleFolders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const isModuleFolder = (name: string) => moduleFolders.includes(name);

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name !== undefined) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Every import (static, re-export or dynamic) of `file` that lands in a module folder. */
function importsOf(file: string): Array<{ to: string; typeOnly: boolean }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ to: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const to = moduleOf(file, node.moduleSpecifier.text);
      if (to !== null) found.push({ to, typeOnly: typeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const to = moduleOf(file, node.arguments[0].text);
      if (to !== null) found.push({ to, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function moduleImports(): ModuleImport[] {
  return moduleFolders.flatMap((from) =>
    sourceFiles(path.join(modulesDir, from)).flatMap((file) =>
      importsOf(file)
        .filter(({ to }) => to !== from)
        .map(({ to, typeOnly }) => ({ from, to, typeOnly, file: path.relative(modulesDir, file) })),
    ),
  );
}

/**
 * The groups of modules that reach one another (Tarjan's strongly connected components), each sorted;
 * a group of one only when the module imports itself.
 */
function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function graphOf(imports: readonly ModuleImport[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
  return edges;
}

function describeCycle(members: readonly string[], imports: readonly ModuleImport[]): string {
  const inside = imports.filter(({ from, to }) => members.includes(from) && members.includes(to));
  const lines = [...new Set(inside.map(({ from, to, file }) => `  ${from} → ${to} (${file})`))].sort();
  return [`${members.join(', ')} import one another:`, ...lines].join('\n');
}

describe('the server modules', () => {
  const imports = moduleImports();

  it('import one another in one direction only', () => {
    const values = imports.filter((edge) => !edge.typeOnly);
    const cycles = findCycles(graphOf(values)).map((cycle) => describeCycle(cycle, values));
    expect(cycles, cycles.join('\n\n')).toEqual([]);
  });

  it('share a contract, events and a hook collector that import no module', () => {
    const shared = readdirSync(modulesDir)
      .filter((file) => file.endsWith('.ts') && !isTestFile(file) && file !== 'index.ts')
      .map((file) => path.join(modulesDir, file));
    expect(shared.map((file) => path.basename(file)).sort()).toEqual([
      'module-events.ts',
      'module-hooks.ts',
      'server-module.ts',
    ]);
    for (const file of shared) expect(importsOf(file), path.basename(file)).toEqual([]);
  });
});

describe('findCycles', () => {
  const graph = (pairs: Array<[string, string]>) =>
    graphOf(pairs.map(([from, to]) => ({ from, to, file: '', typeOnly: false })));

  it('finds a cycle however long the way round', () => {
    const chain = 'jihgfedcba'.split('');
    const pairs = chain.map((from, at): [string, string] => [from, chain[(at + 1) % chain.length]!]);
    expect(findCycles(graph([...pairs, ['a', 'z']]))).toEqual([[...chain].sort()]);
  });

  it('finds none in a graph that only goes down', () => {
    expect(
      findCycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('names each tangle once', () => {
    expect(
      findCycles(
        graph([
          ['a', 'b'],
          ['b', 'a'],
          ['c', 'd'],
          ['d', 'e'],
          ['e', 'c'],
          ['d', 'c'],
          ['e', 'a'],
        ]),
      ),
    ).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('counts a module that imports itself', () => {
    expect(findCycles(graph([['a', 'a']]))).toEqual([['a']]);
  });
});
