/**
 * The little of jsdom the SVG sanitiser uses. @types/jsdom is not installed: it brings the DOM library
 * into the server's types, where browser globals (Blob, FormData…) would then clash with Node's.
 */
declare module 'jsdom' {
  export interface ParsedElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly outerHTML: string;
  }
  export interface JsdomWindow {
    DOMParser: new () => {
      parseFromString(text: string, type: string): { documentElement: ParsedElement | null };
    };
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: JsdomWindow;
  }
}
