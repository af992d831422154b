import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'aria-description', 'aria-placeholder', 'alt', 'label', 'summary']);
/** Calls that show their text argument (by position): a flash for the next page `setFlash(c, text)`, a toast, an API refusal `apiError(c, code, text)`. */
const SHOWN_BY_CALL = new Map([
  ['setFlash', 1],
  ['showToast', 0],
  ['apiError', 2],
]);
/** Properties that carry a refusal's text (an API's `{ msg }`, zod's `{ message }` or `{ error }`, a page's `title` or a field's `label`). */
const MESSAGE_PROPERTIES = new Set(['msg', 'message', 'error', 'title', 'heading', 'label', 'hint', 'placeholder', 'lead', 'subtitle']);
/** zod checks whose last string argument is the refusal's text (`.min(1, 'Please enter a name')`). */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'email', 'url', 'refine', 'nonempty', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt']);
/** Words that are the same in every language. */
const NOT_WORDS = new Set(['Vowly', 'Google', 'Outlook']);

/** Two letters in a row, in any script: a word someone reads. */
const hasWord = (text: string) => {
  if (/^[a-z][\w-]*(\.[\w-]+)+$/.test(text.trim())) return false; // a catalogue key ('site.offline.title')
  const words = text.replace(/&[a-z]+;/g, ' ').replace(/\p{L}+/gu, (word) => (NOT_WORDS.has(word) ? ' ' : word));
  return /\p{L}{2,}/u.test(words);
};

export interface LiteralString {
  line: number;
  text: string;
}

/**
 * The strings written out in a source file that a person would read and that no catalogue holds: JSX text, the
 * readable attributes (placeholder, aria-label, alt…), a string given as a JSX child (`{ok ? 'Saved' : 'Saving…'}`)
 * the message of a `new UserError(code, '…')`, a flash or toast, a `msg:`/`message:` and a zod check's message.
 */
export function literalStrings(file: string, source = readFileSync(file, 'utf8')): LiteralString[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralString[] = [];
  const add = (node: ts.Node, text: string) => {
    if (hasWord(text)) found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const isLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const literalText = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
    ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : node.text;
  /** The literals an expression shown as text can end in: itself, either side of `?:`, the right of `&&`/`||`/`??`. */
  const shownLiterals = (node: ts.Expression) => {
    if (ts.isParenthesizedExpression(node)) shownLiterals(node.expression);
    else if (isLiteral(node)) add(node, literalText(node));
    else if (ts.isConditionalExpression(node)) {
      shownLiterals(node.whenTrue);
      shownLiterals(node.whenFalse);
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
    ) {
      shownLiterals(node.right);
      if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) shownLiterals(node.left);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) shownLiterals(node.initializer.expression);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) shownLiterals(node.expression);
    else if (ts.isNewExpression(node) && node.expression.getText(tree) === 'UserError' && node.arguments?.[1]) shownLiterals(node.arguments[1]);
    else if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText(tree))) shownLiterals(node.initializer);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const shown = node.arguments[SHOWN_BY_CALL.get(name) ?? -1];
      if (shown) shownLiterals(shown);
      const last = node.arguments.at(-1);
      if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name) && last && isLiteral(last)) add(last, literalText(last));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
