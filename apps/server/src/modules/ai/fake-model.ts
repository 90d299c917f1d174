import seedrandom from 'seedrandom';
import { WORK_STYLES } from '../items/library/item-schema';
import { completion, type FakeAnswer, type RecordedRequest } from './fake-chat-server';

/**
 * A well-behaved model for tests of the pipeline's AI mode: answers every generation request with `count`
 * valid, distinct items of the slot's type, built from a word list so no two texts are near duplicates.
 */

const WORDS = (
  'ledger invoice harbour copper meadow lantern quarry ribbon signal timber velvet walnut anchor ' +
  'beacon canvas dial ember fabric gravel hinge ivory jigsaw kettle lever marble nectar orchard ' +
  'pepper quill rudder saddle tablet umbrella vessel wagon yarn zipper basket cobalt dune falcon ' +
  'glacier hammock island jasmine kiosk lagoon magnet novel oyster pillar radar summit tunnel'
).split(' ');

export type FakeTask = {
  count: number;
  type: string;
  slot: {
    testId: string;
    type: string;
    style?: string;
    skill?: string;
    cefr?: string;
    difficulty?: string;
    industry?: string;
  };
  roleProfile: { position?: string; experienceLevel?: string; industry: string };
};

/** The task JSON of a generation request (the second paragraph of the user message). */
export function taskOf(request: RecordedRequest): FakeTask {
  const user = request.body.messages.find((m: { role: string }) => m.role === 'user');
  return JSON.parse(String(user.content).split('\n\n')[1] ?? '{}');
}

export function createFakeModel(model = 'fake-model', seed = 'fake-model') {
  const rng = seedrandom(seed);
  const phrase = (length: number) =>
    Array.from({ length }, () => WORDS[Math.floor(rng() * WORDS.length)] as string).join(' ');

  function item(task: FakeTask) {
    const { slot } = task;
    switch (slot.type) {
      case 'mcq':
        return {
          text: `Choose the word that fits: ${phrase(8)}?`,
          options: [phrase(2), phrase(2), phrase(2), phrase(2)],
          key: 0,
          explanation: `Because ${phrase(5)}.`,
          ...(slot.difficulty ? {} : { difficulty: 'medium' }),
          ...(slot.skill ? {} : { skill: 'usage' }),
        };
      case 'sjt':
        return {
          text: `At work ${phrase(10)}. What would you do?`,
          competency: 'prioritisation',
          options: [4, 3, 2, 1].map((effectiveness) => ({ text: `I would ${phrase(5)}`, effectiveness })),
        };
      case 'forced_choice': {
        const first = slot.style ?? 'structure';
        const paired = WORK_STYLES.find((s) => s !== first && slot.skill?.includes(s));
        const second = paired ?? WORK_STYLES.find((s) => s !== first) ?? 'care';
        return {
          text: 'Which is more like you at work?',
          options: [
            { text: `I ${phrase(6)}`, style: first },
            { text: `I ${phrase(6)}`, style: second },
          ],
        };
      }
      case 'open_ended':
        return {
          text: `Write an email to a colleague about ${phrase(12)}.`,
          cefr: slot.cefr ?? 'B1',
          minWords: 120,
          maxWords: 180,
          rubric: {
            task_response: `Covers every point of ${phrase(3)}.`,
            coherence: `Ordered paragraphs about ${phrase(3)}.`,
            lexical_resource: `Precise words such as ${phrase(3)}.`,
            grammar_accuracy: `Accurate sentences about ${phrase(3)}.`,
          },
        };
      default:
        throw new Error(`the fake model does not write ${slot.type}`);
    }
  }

  return {
    model,
    answer(request: RecordedRequest): FakeAnswer {
      if (isKeyCheck(request)) return solve(request, () => 0);
      const task = taskOf(request);
      return completion({ items: Array.from({ length: task.count }, () => item(task)) }, { model });
    },
  };
}

/** Whether the request is the provider's solve check rather than a generation. */
export const isKeyCheck = (request: RecordedRequest) =>
  String(request.body.messages?.[0]?.content ?? '').startsWith('You take a test.');

/** Answers a solve-check request: `choose` picks the option index for the n-th question (1-based). */
export function solve(
  request: RecordedRequest,
  choose: (n: number) => number,
  model = 'fake-model',
): FakeAnswer {
  const user = request.body.messages.find((m: { role: string }) => m.role === 'user');
  const questions = JSON.parse(String(user.content).split('\nThe JSON must')[0] ?? '[]') as { n: number }[];
  return completion({ answers: questions.map((q) => ({ n: q.n, answer: choose(q.n) })) }, { model });
}
