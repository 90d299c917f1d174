import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { DocBlock, DocEndpoint } from '../content';
import { CopyButton } from './copy-button';
import { DownloadButton } from './download-button';
import { Highlight } from './highlight';
import { InlineText } from './inline-text';
import { ScrollArea } from './scroll-area';

const methodClass: Record<DocEndpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-blue-100 text-blue-800',
};

const NO_TERMS: readonly string[] = [];

/**
 * One block of a section. `terms`: the search's words, marked wherever they occur. Sub-headings are h4:
 * the page's h2 is a group, h3 a section.
 */
export function DocBlockView({ block, terms = NO_TERMS }: { block: DocBlock; terms?: readonly string[] }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="leading-7 text-foreground/90 wrap-anywhere">
          <InlineText text={block.text} terms={terms} />
        </p>
      );
    case 'heading':
      return (
        <h4 className="pt-2 text-lg font-semibold tracking-tight">
          <InlineText text={block.text} terms={terms} />
        </h4>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={cn(
            'grid gap-2 pl-6 leading-7 text-foreground/90 wrap-anywhere marker:text-primary',
            block.ordered ? 'list-decimal marker:font-semibold' : 'list-disc',
          )}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <InlineText text={item} terms={terms} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <figure className="overflow-hidden rounded-lg border border-slate-800 bg-slate-950 text-slate-100">
          <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-1.5 text-xs font-medium text-slate-300">
            <span>
              <Highlight text={block.label} terms={terms} tone="dark" />
            </span>
            <span className="flex items-center gap-1">
              {block.download ? <DownloadButton value={block.code} fileName={block.download} /> : null}
              <CopyButton value={block.code} label={block.label} />
            </span>
          </figcaption>
          <ScrollArea label={`Code: ${block.label}`} className="focus-visible:outline-slate-300">
            <pre className="w-max min-w-full p-4 text-sm leading-6">
              <code className="font-mono">
                <Highlight text={block.code} terms={terms} tone="dark" />
              </code>
            </pre>
          </ScrollArea>
        </figure>
      );
    case 'table':
      return (
        <div className="overflow-hidden rounded-lg border">
          <ScrollArea label={`Table: ${block.caption}`}>
            <table className="w-full border-collapse text-left text-sm">
              <caption className="border-b bg-muted/50 px-4 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                <InlineText text={block.caption} terms={terms} />
              </caption>
              <thead className="bg-muted">
                <tr>
                  {block.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-2.5 font-semibold text-foreground">
                      <InlineText text={column} terms={terms} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {block.rows.map((row) => (
                  <tr key={row.join('|')} className="align-top">
                    {row.map((cell, cellIndex) =>
                      cellIndex === 0 ? (
                        <th
                          key={cell}
                          scope="row"
                          className="px-4 py-2.5 font-mono text-[0.8125rem] font-medium whitespace-nowrap"
                        >
                          <InlineText text={cell} terms={terms} />
                        </th>
                      ) : (
                        <td
                          key={`${row[0]}-${cell}`}
                          className="px-4 py-2.5 text-foreground/90 wrap-anywhere"
                        >
                          <InlineText text={cell} terms={terms} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </div>
      );
    case 'endpoints':
      return (
        <div className="rounded-lg border">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted px-4 py-2.5">
            <p className="text-sm font-semibold">
              <InlineText text={block.caption} terms={terms} />
            </p>
            <Badge variant="secondary">Enterprise plan</Badge>
          </div>
          <ul className="divide-y">
            {block.endpoints.map((endpoint) => (
              <li key={`${endpoint.method} ${endpoint.path}`} className="px-4 py-3">
                {/* One text run, "GET /api/v1/candidates", so it reads (and copies) as the request line. */}
                <p className="font-mono text-sm">
                  <span
                    className={cn(
                      'mr-1 inline-block w-14 rounded px-2 py-0.5 text-center text-xs font-bold',
                      methodClass[endpoint.method],
                    )}
                  >
                    <Highlight text={endpoint.method} terms={terms} />
                  </span>{' '}
                  <code className="font-medium break-all">
                    <Highlight text={endpoint.path} terms={terms} />
                  </code>
                </p>
                <p className="mt-1 text-sm text-muted-foreground sm:pl-16">
                  <InlineText text={endpoint.description} terms={terms} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'note':
      return (
        <Alert variant="info" role="note">
          <Info aria-hidden="true" />
          <AlertDescription className="wrap-anywhere">
            <InlineText text={block.text} terms={terms} />
          </AlertDescription>
        </Alert>
      );
  }
}

/** A stable React key for a block (blocks have no ids; their content is unique within a section, labels are not). */
export function getBlockKey(block: DocBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'note':
      return `${block.type}:${block.text}`;
    case 'list':
      return `list:${block.items[0] ?? ''}`;
    case 'code':
      return `code:${block.label}:${block.code}`;
    case 'table':
    case 'endpoints':
      return `${block.type}:${block.caption}`;
  }
}
