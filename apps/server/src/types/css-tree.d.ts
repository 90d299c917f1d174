/**
 * The little of css-tree the SVG sanitiser uses, from its entry points that load no syntax data
 * (the full package reads mdn-data's JSON at runtime). css-tree ships no types of its own.
 */
declare module 'css-tree/tokenizer' {
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
  /** CSS Syntax Level 3 token types, as `tokenize` reports them. */
  export const tokenTypes: {
    readonly Function: number;
    readonly String: number;
    readonly BadString: number;
    readonly Url: number;
    readonly BadUrl: number;
    readonly WhiteSpace: number;
    readonly Comment: number;
    readonly CDO: number;
    readonly CDC: number;
    readonly Semicolon: number;
    readonly RightParenthesis: number;
    readonly LeftCurlyBracket: number;
    readonly RightCurlyBracket: number;
  };
}

declare module 'css-tree/parser' {
  export interface CssNode {
    type: string;
    [key: string]: unknown;
  }
  export interface CssList {
    toArray(): CssNode[];
  }
  export interface ParseOptions {
    context?: 'stylesheet' | 'declarationList';
    parseValue?: boolean;
    parseAtrulePrelude?: boolean;
    parseCustomProperty?: boolean;
    onParseError?: (error: Error) => void;
  }
  export default function parse(text: string, options?: ParseOptions): CssNode & { children: CssList };
}

declare module 'css-tree/generator' {
  import type { CssNode } from 'css-tree/parser';
  export default function generate(node: CssNode): string;
}

declare module 'css-tree/utils' {
  export const ident: { decode(text: string): string };
  export const string: { decode(text: string): string };
  export const url: { decode(text: string): string };
}
