import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@ttapply/domain';
import * as domainConsole from '@ttapply/domain/console';
import ts from 'typescript';
import { ERROR_MESSAGES_EN } from '../src/i18n/en/error-messages.js';

/**
 * Every message the server's source can answer a consumer with, read from the source itself
 * (docs/decisions/233): each `new AppError(code, message, { fields })`, each text a route schema gives zod
 * (`.regex(re, '…')`, `{ message: '…' }`, `{ error: '…' }`, `ctx.addIssue({ message })`) and each top-level
 * `…_MESSAGE` / `…_MESSAGES` constant. A message is followed through constants, objects, imports, the
 * domain's runtime values and small helpers (`badField(field, message)` at each call site); what cannot be
 * known from the source becomes a hole.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Parts of src/ nobody in the consumer's journey reads: the shop console (English only, staff world), the partner
 * API and the webhooks an owner registers (English only, read by the shop system's developers and the console),
 * the configuration check (read by whoever starts the server), and the Spanish table itself.
 */
const NOT_CONSUMER = [
  /^staff\//,
  /^routes\/api\/v1\/staff\//,
  /^partner-api\//,
  /^routes\/api\/partner\//,
  /^webhooks\//,
  /^config\.ts$/,
  /^errors\/spanish-messages\.ts$/,
  /\.test\.ts$/,
];

/** Stands for a part of a message the source cannot know (a lender's name, a field's own text). */
export const HOLE = '\u0000';

export interface MessageSource {
  /** `src/…/file.ts:line`. */
  where: string;
  /** The expression as written, for the DYNAMIC list and the failure text. */
  expression: string;
  kind:
    | 'AppError message'
    | 'AppError field'
    | 'partner transport message'
    | 'schema message'
    | 'message constant';
  /** A message constant's name. */
  name?: string;
  /** Each text the expression can take, with HOLE for what changes. */
  shapes: string[];
}

type Bindings = Map<ts.ParameterDeclaration, string[]>;

interface Context {
  file: ts.SourceFile;
  bindings: Bindings;
  /** Parameters met without a binding: the function's call sites say what they are. */
  unbound: Set<ts.ParameterDeclaration>;
  depth: number;
}

const MAX_SHAPES = 64;
const ZOD_MESSAGE_LAST_ARGUMENT = new Set([
  'min',
  'max',
  'length',
  'regex',
  'gt',
  'gte',
  'lt',
  'lte',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
  'multipleOf',
  'refine',
]);

const files = new Map<string, ts.SourceFile>();

function sourceFile(fileName: string): ts.SourceFile {
  let file = files.get(fileName);
  if (!file) {
    file = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.ES2022, true);
    files.set(fileName, file);
  }
  return file;
}

function consumerFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return consumerFiles(full);
    const relative = path.relative(SRC, full).split(path.sep).join('/');
    if (!entry.name.endsWith('.ts') || NOT_CONSUMER.some((rule) => rule.test(relative))) return [];
    return [full];
  });
}

function product(parts: string[][]): string[] {
  let shapes = [''];
  for (const options of parts) {
    shapes = shapes.flatMap((shape) => options.map((option) => shape + option)).slice(0, MAX_SHAPES);
  }
  return shapes;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function runtimeShapes(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  return [HOLE];
}

type Found =
  | { kind: 'expression'; node: ts.Expression; file: ts.SourceFile }
  | { kind: 'function'; node: ts.FunctionLikeDeclaration; file: ts.SourceFile }
  | { kind: 'parameter'; node: ts.ParameterDeclaration }
  | { kind: 'runtime'; value: unknown };

function declaredIn(
  statements: ts.NodeArray<ts.Statement>,
  name: string,
  file: ts.SourceFile,
): Found | undefined {
  for (const statement of statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { kind: 'function', node: statement, file };
    }
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || !declaration.initializer)
        continue;
      const initializer = unwrap(declaration.initializer);
      if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) {
        return { kind: 'function', node: initializer, file };
      }
      return { kind: 'expression', node: initializer, file };
    }
  }
  return undefined;
}

function moduleFile(from: ts.SourceFile, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from.fileName), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The top-level declaration a file exports (or declares) under `name`. */
function exported(file: ts.SourceFile, name: string): Found | undefined {
  return declaredIn(file.statements, name, file) ?? imported(file, name);
}

function imported(file: ts.SourceFile, name: string): Found | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const original = (element.propertyName ?? element.name).text;
    const specifier = statement.moduleSpecifier.text;
    if (specifier === '@ttapply/domain')
      return { kind: 'runtime', value: (domain as Record<string, unknown>)[original] };
    if (specifier === '@ttapply/domain/console') {
      return { kind: 'runtime', value: (domainConsole as Record<string, unknown>)[original] };
    }
    if (!specifier.startsWith('.')) return undefined;
    const target = moduleFile(file, specifier);
    return target ? exported(sourceFile(target), original) : undefined;
  }
  return undefined;
}

function resolve(identifier: ts.Identifier, file: ts.SourceFile): Found | undefined {
  const name = identifier.text;
  for (let node: ts.Node = identifier.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return { kind: 'parameter', node: parameter };
    }
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) {
      const found = declaredIn(node.statements, name, file);
      if (found) return found;
    }
    if (ts.isSourceFile(node)) break;
  }
  return imported(file, name);
}

/** The object an expression names, as an object literal in the source or a runtime value of the domain. */
function objectOf(
  node: ts.Expression,
  context: Context,
): { literal: ts.ObjectLiteralExpression; file: ts.SourceFile } | { value: unknown } | undefined {
  const expression = unwrap(node);
  if (ts.isObjectLiteralExpression(expression)) return { literal: expression, file: context.file };
  if (ts.isIdentifier(expression)) {
    const found = resolve(expression, context.file);
    if (found?.kind === 'runtime') return { value: found.value };
    if (found?.kind === 'expression') return objectOf(found.node, { ...context, file: found.file });
    return undefined;
  }
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = objectOf(expression.expression, context);
    const name = expression.name.text;
    if (!owner) return undefined;
    if ('value' in owner) {
      const value = (owner.value as Record<string, unknown> | undefined)?.[name];
      return value === undefined ? undefined : { value };
    }
    const property = propertyOf(owner.literal, name);
    return property ? objectOf(property, { ...context, file: owner.file }) : undefined;
  }
  return undefined;
}

function propertyOf(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of literal.properties) {
    if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
    if (property.name.text !== name) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

/**
 * `errorText('key', { name: value })`: the catalogue's English for the key, each placeholder filled with what is
 * known of its value. The text is written from the catalogue by key (error-handler.ts), so its Spanish is the
 * catalogue's too; the English shape lets the checks below read it like any other text.
 */
function errorTextShapes(call: ts.CallExpression, context: Context): string[] {
  const [key, values] = call.arguments;
  if (!key || !ts.isStringLiteralLike(key)) return [HOLE];
  const english = (ERROR_MESSAGES_EN as Record<string, string>)[key.text];
  if (english === undefined) return [HOLE];
  const literal =
    values && ts.isObjectLiteralExpression(unwrap(values))
      ? (unwrap(values) as ts.ObjectLiteralExpression)
      : undefined;
  const parts = english.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return [part];
    const value = literal ? propertyOf(literal, part) : undefined;
    return value ? shapesOf(value, context) : [HOLE];
  });
  return product(parts);
}

function callShapes(call: ts.CallExpression, context: Context): string[] {
  const callee = unwrap(call.expression);
  if (ts.isIdentifier(callee) && callee.text === 'errorText') return errorTextShapes(call, context);
  // inField('appType', errorText(…)): the field's name in front of the text, as it is answered.
  if (ts.isIdentifier(callee) && callee.text === 'inField' && call.arguments.length === 2) {
    const [field, text] = call.arguments as unknown as [ts.Expression, ts.Expression];
    return product([shapesOf(field, context), [': '], shapesOf(text, context)]);
  }
  const args = call.arguments.map((arg) => shapesOf(arg, context));
  if (ts.isIdentifier(callee)) {
    const found = resolve(callee, context.file);
    if (found?.kind === 'function' && context.depth < 4) {
      const bindings: Bindings = new Map(context.bindings);
      found.node.parameters.forEach((parameter, i) => bindings.set(parameter, args[i] ?? [HOLE]));
      const inner: Context = { ...context, file: found.file, bindings, depth: context.depth + 1 };
      return returnedExpressions(found.node).flatMap((expression) => shapesOf(expression, inner));
    }
    if (found?.kind === 'runtime') return runtimeCall(found.value, args);
    return [HOLE];
  }
  if (ts.isPropertyAccessExpression(callee)) {
    const owner = objectOf(callee.expression, context);
    if (owner && 'value' in owner) {
      const fn = (owner.value as Record<string, unknown> | undefined)?.[callee.name.text];
      return runtimeCall(fn, args);
    }
  }
  return [HOLE];
}

/** A domain function called with what is known of its arguments (a hole goes in as the HOLE text). */
function runtimeCall(fn: unknown, args: string[][]): string[] {
  if (typeof fn !== 'function' || args.some((options) => options.length !== 1)) return [HOLE];
  try {
    return runtimeShapes(
      (fn as (...values: string[]) => unknown)(...args.map((options) => options[0] as string)),
    );
  } catch {
    return [HOLE];
  }
}

/** Every text an expression can take, with HOLE for the parts the source cannot know. */
function shapesOf(node: ts.Expression, context: Context): string[] {
  const expression = unwrap(node);
  if (ts.isStringLiteralLike(expression) || ts.isNumericLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    const parts: string[][] = [[expression.head.text]];
    for (const span of expression.templateSpans) {
      parts.push(shapesOf(span.expression, context), [span.literal.text]);
    }
    return product(parts);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shapesOf(expression.whenTrue, context), ...shapesOf(expression.whenFalse, context)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...shapesOf(expression.left, context), ...shapesOf(expression.right, context)];
    }
    if (operator === ts.SyntaxKind.PlusToken) {
      return product([shapesOf(expression.left, context), shapesOf(expression.right, context)]);
    }
    return [HOLE];
  }
  if (ts.isIdentifier(expression)) {
    // No text at all: AppError's default message for its code, or no issue.
    if (expression.text === 'undefined') return [];
    const found = resolve(expression, context.file);
    if (!found) return [HOLE];
    if (found.kind === 'runtime') return runtimeShapes(found.value);
    if (found.kind === 'parameter') {
      const bound = context.bindings.get(found.node);
      if (bound) return bound;
      context.unbound.add(found.node);
      return [HOLE];
    }
    if (found.kind === 'expression' && context.depth < 8) {
      return shapesOf(found.node, { ...context, file: found.file, depth: context.depth + 1 });
    }
    return [HOLE];
  }
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = objectOf(expression.expression, context);
    if (!owner) return [HOLE];
    if ('value' in owner)
      return runtimeShapes((owner.value as Record<string, unknown> | undefined)?.[expression.name.text]);
    const property = propertyOf(owner.literal, expression.name.text);
    return property ? shapesOf(property, { ...context, file: owner.file }) : [HOLE];
  }
  if (ts.isCallExpression(expression)) return callShapes(expression, context);
  // ERROR_MESSAGES_EN['key']: the catalogue's English, kept as a constant for the tests that read it.
  if (
    ts.isElementAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'ERROR_MESSAGES_EN' &&
    ts.isStringLiteralLike(expression.argumentExpression)
  ) {
    const english = (ERROR_MESSAGES_EN as Record<string, string>)[expression.argumentExpression.text];
    return english === undefined ? [HOLE] : [english];
  }
  return [HOLE];
}

/** The name a function is called by, for finding its call sites in the same file. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)) {
    return fn.name.text;
  }
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

function callSites(file: ts.SourceFile, name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (
        (ts.isIdentifier(callee) && callee.text === name) ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === name)
      ) {
        calls.push(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/**
 * The shapes of a message expression. A helper's parameter (`badField(field, message)`, a schema builder's
 * `requiredMessage`) is read at each of the helper's call sites in the same file.
 */
function messageShapes(node: ts.Expression, file: ts.SourceFile, depth = 0): string[] {
  const context: Context = { file, bindings: new Map(), unbound: new Set(), depth: 0 };
  const shapes = shapesOf(node, context);
  const [parameter] = context.unbound;
  const fn = parameter?.parent;
  const name = fn && functionName(fn);
  if (!fn || !name || depth >= 3) return shapes;
  const sites = callSites(file, name).filter((call) => !isInside(call, fn));
  if (sites.length === 0) return shapes;
  return sites.flatMap((call) => {
    const bindings: Bindings = new Map();
    fn.parameters.forEach((p, i) => {
      const arg = call.arguments[i];
      bindings.set(p, arg ? messageShapes(arg, file, depth + 1) : [HOLE]);
    });
    return shapesOf(node, { file, bindings, unbound: new Set(), depth: 0 });
  });
}

function isInside(node: ts.Node, container: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (current === container) return true;
  }
  return false;
}

function chainRoot(node: ts.Expression): string | undefined {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
  return ts.isIdentifier(current) ? current.text : undefined;
}

/** zod calls whose object argument is a shape (`z.object({ message: z.string() })`), not options. */
const ZOD_SHAPES = new Set([
  'object',
  'strictObject',
  'looseObject',
  'extend',
  'safeExtend',
  'merge',
  'record',
]);

/** The message expressions zod is given in one call of a schema chain rooted at `z`. */
function zodMessages(call: ts.CallExpression): ts.Expression[] {
  const messages: ts.Expression[] = [];
  const callee = call.expression;
  const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  for (const arg of call.arguments) {
    if (!ts.isObjectLiteralExpression(arg) || (method && ZOD_SHAPES.has(method))) continue;
    for (const name of ['message', 'error']) {
      const value = propertyOf(arg, name);
      if (value && !ts.isArrowFunction(value) && !ts.isFunctionExpression(value)) messages.push(value);
    }
  }
  const last = call.arguments.at(-1);
  if (
    method &&
    ZOD_MESSAGE_LAST_ARGUMENT.has(method) &&
    last &&
    !ts.isObjectLiteralExpression(last) &&
    (call.arguments.length >= 2 || method === 'nonempty')
  ) {
    messages.push(last);
  }
  return messages;
}

function newOf(node: ts.Node, className: string): ts.NodeArray<ts.Expression> | undefined {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  return node.expression.text === className ? node.arguments : undefined;
}

/** Every consumer-facing message source of apps/server/src outside the staff world. */
export function consumerMessageSources(): MessageSource[] {
  const sources: MessageSource[] = [];
  for (const fileName of consumerFiles()) {
    const file = sourceFile(fileName);
    const add = (node: ts.Expression, kind: MessageSource['kind'], name?: string) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      sources.push({
        where: `src/${path.relative(SRC, fileName).split(path.sep).join('/')}:${line + 1}`,
        expression: node.getText(file),
        kind,
        ...(name ? { name } : {}),
        shapes: messageShapes(node, file),
      });
    };
    const visit = (node: ts.Node) => {
      // A partner that cannot be reached: the lender modules answer with its text (versatile-client.ts).
      const [transportMessage] = newOf(node, 'PartnerTransportError') ?? [];
      if (transportMessage) add(transportMessage, 'partner transport message');
      if (newOf(node, 'AppError')) {
        const [, message, options] = newOf(node, 'AppError') ?? [];
        if (message && !(ts.isIdentifier(message) && message.text === 'undefined'))
          add(message, 'AppError message');
        const fields =
          options && ts.isObjectLiteralExpression(options) ? propertyOf(options, 'fields') : undefined;
        if (fields && ts.isObjectLiteralExpression(fields)) {
          for (const property of fields.properties) {
            if (ts.isPropertyAssignment(property)) add(property.initializer, 'AppError field');
          }
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'addIssue') {
          const [issue] = node.arguments;
          const message =
            issue && ts.isObjectLiteralExpression(issue) ? propertyOf(issue, 'message') : undefined;
          if (message) add(message, 'schema message');
        } else if (chainRoot(callee) === 'z') {
          for (const message of zodMessages(node)) add(message, 'schema message');
        }
      }
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /MESSAGES?$/.test(node.name.text) &&
        node.initializer &&
        ts.isVariableStatement(node.parent.parent) &&
        ts.isSourceFile(node.parent.parent.parent)
      ) {
        const name = node.name.text;
        const initializer = unwrap(node.initializer);
        if (ts.isObjectLiteralExpression(initializer)) {
          for (const property of initializer.properties) {
            if (ts.isPropertyAssignment(property)) add(property.initializer, 'message constant', name);
          }
        } else if (
          ts.isStringLiteralLike(initializer) ||
          ts.isTemplateExpression(initializer) ||
          ts.isIdentifier(initializer) ||
          ts.isPropertyAccessExpression(initializer)
        ) {
          add(initializer, 'message constant', name);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return sources;
}
