/**
 * Runs calls that arrive close together as one batch (group commit): a call waits at most for the end of
 * the event loop's turn while fewer than `concurrency` batches run; while that many run, calls queue and
 * the next batch takes what queued. So one call alone runs at once, and under load each statement, round
 * trip and commit serves many calls.
 *
 * A batch holds at most `maxSize` calls, of one kind only, and never two with the same key (two writes of
 * one row in one statement fail). A batch of one runs as `runOne`. A batch that fails runs each of its
 * calls alone, so a call that fails fails only itself, with its own error.
 */
export function createBatcher<I, O>(options: {
  runBatch: (inputs: I[]) => Promise<O[]>;
  runOne: (input: I) => Promise<O>;
  keyOf: (input: I) => string;
  kindOf: (input: I) => string;
  maxSize: number;
  concurrency: number;
}): (input: I) => Promise<O> {
  type Call = {
    input: I;
    key: string;
    kind: string;
    resolve: (output: O) => void;
    reject: (error: unknown) => void;
  };
  let queue: Call[] = [];
  let running = 0;
  let scheduled = false;

  const settle = (call: Call, output: Promise<O>) => output.then(call.resolve, call.reject);

  /** The next batch: the first queued call's kind, one call per key, in arrival order. */
  const take = (): Call[] => {
    const first = queue[0];
    if (!first) return [];
    const batch: Call[] = [];
    const keys = new Set<string>();
    const rest: Call[] = [];
    for (const call of queue) {
      if (batch.length < options.maxSize && call.kind === first.kind && !keys.has(call.key)) {
        batch.push(call);
        keys.add(call.key);
      } else rest.push(call);
    }
    queue = rest;
    return batch;
  };

  const run = async (batch: Call[]) => {
    running++;
    try {
      if (batch.length === 1) {
        await settle(batch[0] as Call, options.runOne((batch[0] as Call).input));
        return;
      }
      let outputs: O[];
      try {
        outputs = await options.runBatch(batch.map((call) => call.input));
      } catch {
        await Promise.all(batch.map((call) => settle(call, options.runOne(call.input))));
        return;
      }
      batch.forEach((call, index) => {
        call.resolve(outputs[index] as O);
      });
    } finally {
      running--;
      flush();
    }
  };

  function flush() {
    while (running < options.concurrency && queue.length > 0) void run(take());
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, key: options.keyOf(input), kind: options.kindOf(input), resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        flush();
      });
    });
}
