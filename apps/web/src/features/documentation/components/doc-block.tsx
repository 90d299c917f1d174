import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { DocBlock, DocEndpoint } from '../content';
import { CopyButton } from './copy-button';
import { DownloadButton } from './download-button';
import { InlineText } from './inline-text';

const methodClass: Record<DocEndpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-blue-100 text-blue-800',
};

export function DocBlockView({ block }: { block: DocBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="leading-7 text-foreground/90">
          <InlineText text={block.text} />
        </p>
      );
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold tracking-tight">{block.text}</h3>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={cn(
            'grid gap-2 pl-6 leading-7 text-foreground/90 marker:text-primary',
            block.ordered ? 'list-decimal marker:font-semibold' : 'list-disc',
          )}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <figure className="overflow-hidden rounded-lg border border-slate-800 bg-slate-950 text-slate-100">
          <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-1.5 text-xs font-medium text-slate-300">
            <span>{block.label}</span>
            <span className="flex items-center gap-1">
              {block.download ? <DownloadButton value={block.code} fileName={block.download} /> : null}
              <CopyButton value={block.code} label={block.label} />
            </span>
          </figcaption>
          <pre className="overflow-x-auto p-4 text-sm leading-6">
            <code className="font-mono">{block.code}</code>
          </pre>
        </figure>
      );
    case 'table':
      return (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-muted">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2.5 font-semibold text-foreground">
                    {column}
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
                        {cell}
                      </th>
                    ) : (
                      <td key={`${row[0]}-${cell}`} className="px-4 py-2.5 text-foreground/90">
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'endpoints':
      return (
        <div className="rounded-lg border">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted px-4 py-2.5">
            <p className="text-sm font-semibold">{block.caption}</p>
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
                    {endpoint.method}
                  </span>{' '}
                  <code className="font-medium break-all">{endpoint.path}</code>
                </p>
                <p className="mt-1 text-sm text-muted-foreground sm:pl-16">{endpoint.description}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'note':
      return (
        <Alert variant="info" role="note">
          <Info aria-hidden="true" />
          <AlertDescription>
            <InlineText text={block.text} />
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
