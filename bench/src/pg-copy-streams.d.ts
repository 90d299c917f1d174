// pg-copy-streams ships no types; the bench uses its two constructors as pg Submittables.
declare module 'pg-copy-streams' {
  import type { Readable, Writable } from 'node:stream';
  import type { Submittable } from 'pg';
  export function from(text: string): Writable & Submittable;
  export function to(text: string): Readable & Submittable;
}
